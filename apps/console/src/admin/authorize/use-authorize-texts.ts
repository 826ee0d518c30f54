import { i18n, type Language } from '@formwork/shell';
import { useMemo } from 'react';
import { useLanguage } from '../web-design/use-language.js';
import { AUTHORIZE_NS, type AuthorizeKey } from './messages.js';

export type AuthorizeTexts = (key: AuthorizeKey, values?: Record<string, unknown>) => string;

/** The matrix's words and language, following a switch at once. */
export function useAuthorizeTexts(): { texts: AuthorizeTexts; language: Language } {
  const language = useLanguage();
  const texts = useMemo(() => {
    const t = i18n.getFixedT(language, AUTHORIZE_NS);
    return (key: AuthorizeKey, values?: Record<string, unknown>) => t(key, values ?? {});
  }, [language]);
  return { texts, language };
}
