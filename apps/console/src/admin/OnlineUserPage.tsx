import { i18n } from '@formwork/shell';
import { useMemo } from 'react';
import { onlineUserPage } from './online-user.page.js';
import { ONLINE_USER_NS, type OnlineUserKey } from './online-user-messages.js';
import { SchemaPage } from './SchemaPage.js';
import { useLanguage } from './web-design/use-language.js';

export function OnlineUserPage() {
  const language = useLanguage();
  const schema = useMemo(() => {
    const t = i18n.getFixedT(language, ONLINE_USER_NS);
    return onlineUserPage((key: OnlineUserKey) => t(key));
  }, [language]);
  return <SchemaPage schema={schema} />;
}
