import { Dropdown } from 'antd';
import { useState } from 'react';
import { useAppStore } from '../app/app-store.js';
import { useText } from '../i18n/i18n.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { Icon } from '../icons/icons.js';
import { HeaderButton } from './HeaderButton.js';
import { HEADER_TEXT } from './messages.js';
import { LANGUAGE_NAMES, switchLanguage } from './switch-language.js';

/** zh, zhtw and en, each named in its own language. */
export function LanguageSelect() {
  const t = useText(HEADER_TEXT);
  const language = useAppStore((state) => state.language);
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((key) => ({ key, label: LANGUAGE_NAMES[key], lang: key })),
        onClick: ({ key }) => {
          if (key !== language) void switchLanguage(key as Language);
        },
      }}
    >
      <HeaderButton label={t('language')} icon={<Icon name="translation" />} menuOpen={open} />
    </Dropdown>
  );
}
