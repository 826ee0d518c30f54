import { registerCatalogues } from '../http/i18n/index.js';
import { areaMessages } from './area/messages.js';
import { authorizeMessages, buttonMessages, dataSchemeMessages } from './authorization/messages.js';
import { billRuleMessages } from './bill-rule/messages.js';
import { chatMessages } from './chat/messages.js';
import { columnSettingsMessages } from './column-settings/messages.js';
import { currentUserMessages } from './current-user/messages.js';
import { dataInterfaceMessages, dataSourceMessages } from './data-interface/messages.js';
import { dictionaryMessages } from './dictionary/messages.js';
import { fileMessages } from './file/messages.js';
import { generatorMessages } from './generator/messages.js';
import { menuAdminMessages } from './menu-admin/messages.js';
import { messageMessages } from './message/messages.js';
import { oauthMessages } from './oauth/messages.js';
import { onlineDevMessages } from './online-dev/messages.js';
import { onlineUserMessages } from './online-user/messages.js';
import { permissionOrgMessages } from './permission-org/messages.js';
import { permissionUserMessages } from './permission-user/messages.js';
import { portalMessages } from './portal/messages.js';
import { printDevMessages } from './print-dev/messages.js';
import { sysConfigMessages } from './system-config/messages.js';
import { sysLogMessages } from './system-log/messages.js';
import { visualdevMessages } from './visualdev/messages.js';

/** Every domain's catalogue, by the namespace its keys start with. */
const DOMAIN_CATALOGUES = {
  area: areaMessages,
  dataScheme: dataSchemeMessages,
  button: buttonMessages,
  authorize: authorizeMessages,
  billRule: billRuleMessages,
  chat: chatMessages,
  columnSettings: columnSettingsMessages,
  currentUser: currentUserMessages,
  dataSource: dataSourceMessages,
  dataInterface: dataInterfaceMessages,
  dictionary: dictionaryMessages,
  file: fileMessages,
  generator: generatorMessages,
  menuAdmin: menuAdminMessages,
  message: messageMessages,
  oauth: oauthMessages,
  onlineDev: onlineDevMessages,
  onlineUser: onlineUserMessages,
  permissionOrg: permissionOrgMessages,
  permissionUser: permissionUserMessages,
  portal: portalMessages,
  printDev: printDevMessages,
  sysConfig: sysConfigMessages,
  sysLog: sysLogMessages,
  visualdev: visualdevMessages,
} as const;
type DomainCatalogues = typeof DOMAIN_CATALOGUES;

// The server's translator takes the domains' keys too: a key no catalogue has does not compile.
declare module '../http/i18n/messages.js' {
  interface ServerCatalogues extends DomainCatalogues {}
}

// Registered as this module loads: the app imports it before any domain, so a module that words
// an answer as it loads, or with another domain's key, finds every domain's words there.
registerCatalogues(DOMAIN_CATALOGUES);
