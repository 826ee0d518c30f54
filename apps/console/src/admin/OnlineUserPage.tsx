import { onlineUserPage } from './online-user.page.js';
import { SchemaPage } from './SchemaPage.js';

export function OnlineUserPage() {
  return <SchemaPage schema={onlineUserPage} />;
}
