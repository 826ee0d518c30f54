import type { AreaTables } from '../domains/area/tables.js';
import type { AuthorizationTables } from '../domains/authorization/tables.js';
import type { BillRuleTables } from '../domains/bill-rule/tables.js';
import type { ChatTables } from '../domains/chat/tables.js';
import type { ColumnSettingsTables } from '../domains/column-settings/tables.js';
import type { DataInterfaceTables } from '../domains/data-interface/tables.js';
import type { DictionaryTables } from '../domains/dictionary/tables.js';
import type { FileTables } from '../domains/file/tables.js';
import type { MessageTables } from '../domains/message/tables.js';
import type { OauthTables } from '../domains/oauth/tables.js';
import type { OnlineDevTables } from '../domains/online-dev/tables.js';
import type { PermissionOrgTables } from '../domains/permission-org/tables.js';
import type { PortalTables } from '../domains/portal/tables.js';
import type { PrintDevTables } from '../domains/print-dev/tables.js';
import type { SystemConfigTables } from '../domains/system-config/tables.js';
import type { SystemLogTables } from '../domains/system-log/tables.js';
import type { VisualdevTables } from '../domains/visualdev/tables.js';
import type { CoreTables } from './core-tables.js';

/**
 * Every table, by its name in queries: the core's and each domain's own, which each domain
 * declares beside its code. Columns named in camelCase are snake_case in SQL (Kysely's
 * CamelCasePlugin maps them).
 */
export interface Database
  extends PermissionOrgTables,
    CoreTables,
    AuthorizationTables,
    OauthTables,
    SystemLogTables,
    SystemConfigTables,
    VisualdevTables,
    OnlineDevTables,
    ColumnSettingsTables,
    DictionaryTables,
    DataInterfaceTables,
    AreaTables,
    BillRuleTables,
    PrintDevTables,
    PortalTables,
    MessageTables,
    ChatTables,
    FileTables {}
