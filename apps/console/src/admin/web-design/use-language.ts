import { i18n, type Language } from '@formwork/shell';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

const current = (): Language => {
  const language = i18n.language;
  return language === 'zhtw' || language === 'en' ? language : 'zh';
};

/** The shell's current language; the component renders again when the user switches it. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, current);
