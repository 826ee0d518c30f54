import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Columns named in camelCase here are snake_case in SQL (Kysely's CamelCasePlugin maps them). */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface OrganizeTable {
  id: string;
  parentId: string;
  category: 'company' | 'department';
  fullName: string;
  enCode: string;
  managerId: string | null;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
  /** A company's business details (short name, industry, bank ...) as JSON text; '{}' for departments. */
  propertyJson: Generated<string>;
}

export interface PositionTable {
  id: string;
  organizeId: string;
  fullName: string;
  enCode: string;
  /** The kind of position (岗位类型), as the form chose it. */
  type: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

export interface RoleTable {
  id: string;
  fullName: string;
  enCode: string;
  /** 1: a global role anyone may hold; 0: a role of the organisations role_organize lists. */
  globalMark: Generated<number>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** The organisations a role that is not global belongs to. */
export interface RoleOrganizeTable {
  roleId: string;
  organizeId: string;
}

/** A user who administers an organisation, and what they may do on its level and the levels below. */
export interface OrganizeAdministratorTable {
  id: string;
  organizeId: string;
  userId: string;
  thisLayerAdd: Generated<number>;
  thisLayerEdit: Generated<number>;
  thisLayerDelete: Generated<number>;
  subLayerAdd: Generated<number>;
  subLayerEdit: Generated<number>;
  subLayerDelete: Generated<number>;
  sortCode: Generated<number>;
  creatorTime: CreatedAt;
}

export interface UsersTable {
  id: string;
  account: string;
  realName: string;
  passwordHash: string;
  gender: Generated<number>;
  email: Generated<string>;
  mobilePhone: Generated<string>;
  birthday: Date | null;
  headIcon: Generated<string>;
  signature: Generated<string>;
  description: Generated<string>;
  organizeId: string;
  positionId: string | null;
  managerId: string | null;
  isAdministrator: Generated<boolean>;
  /** 0: the password must be changed at the next sign-in. */
  isFirst: Generated<number>;
  enabledMark: Generated<number>;
  errorCount: Generated<number>;
  lockUntil: Date | null;
  theme: Generated<string>;
  language: Generated<string>;
  portalId: Generated<string>;
  signImg: Generated<string>;
  sortCode: Generated<number>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
  /** Set on a sub-account: the main account whose mobile number it signs in with. */
  mainUserId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Personal details kept by user administration; the dictionary-backed ones hold item ids. */
  nation: Generated<string>;
  nativePlace: Generated<string>;
  entryDate: ColumnType<Date | null, Date | null | undefined, Date | null>;
  certificatesType: Generated<string>;
  certificatesNumber: Generated<string>;
  education: Generated<string>;
  telePhone: Generated<string>;
  landline: Generated<string>;
  urgentContacts: Generated<string>;
  urgentTelePhone: Generated<string>;
  postalAddress: Generated<string>;
}

/** Group: the user is a member of the user group objectId names. */
export type RelationType = 'Role' | 'Position' | 'Organize' | 'Group';

export interface UserRelationTable {
  id: string;
  userId: string;
  objectType: RelationType;
  objectId: string;
  sortCode: Generated<number>;
}

export interface ModuleTable {
  id: string;
  parentId: string;
  fullName: string;
  /** The name in other languages (zhtw, en); fullName is the Chinese one. Written as JSON text. */
  fullNameI18n: ColumnType<Record<string, unknown>, string | undefined, string>;
  enCode: string;
  icon: Generated<string>;
  type: number;
  urlAddress: Generated<string>;
  linkTarget: Generated<string>;
  propertyJson: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
}

/** Buttons, columns and form fields of a module share one shape. */
export interface ModuleItemTable {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
}

/** A button of a menu entry; parentId is another button of the same entry, or '-1'. */
export interface ModuleButtonTable extends ModuleItemTable {
  parentId: Generated<string>;
  description: Generated<string>;
}

/**
 * How a list column or form field relates to the entry's main table: 0 a field of the main
 * table, 1 of a secondary table (one-to-one), 2 of a child table (one-to-many, named by the
 * form's child-table control in childTableKey).
 */
export type FieldRule = 0 | 1 | 2;

/** A list column or form field of a menu entry; enCode is the field's name (a form's vModel). */
export interface ModuleFieldTable extends ModuleItemTable {
  bindTable: Generated<string>;
  fieldRule: Generated<number>;
  childTableKey: Generated<string>;
  description: Generated<string>;
}

/**
 * A field data permission conditions of a menu entry may be written on (JNPF's 字段管理): the
 * record value enCode names, the comparisons offered for it (conditionSymbol: DataConditionOp
 * values joined by commas) and what it is compared with (conditionText: 'text' for a value typed
 * into the scheme, '@userId' or '@organizeId' for the reader's own). A scheme's conditions are
 * kept in the scheme itself (conditionJson), so changing or deleting a field here changes no
 * scheme.
 */
export interface ModuleDataAuthorizeTable {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  /** The value's type as the form offers it: string, int, double, varchar, datetime, text, bigint. */
  type: Generated<string>;
  conditionSymbol: Generated<string>;
  conditionText: Generated<string>;
  bindTable: Generated<string>;
  fieldRule: Generated<number>;
  childTableKey: Generated<string>;
  description: Generated<string>;
  sortCode: Generated<number>;
}

export type AuthorizeItemType = 'module' | 'button' | 'column' | 'form' | 'dataScheme';

/**
 * Which records of a menu entry's model a data scheme lets its holders see, by the record's
 * creator (creatorUserId) compared with the reader: all; own (created by the reader);
 * ownDepartment (by someone in the reader's organisation unit); ownDepartmentAndBelow (in it
 * or any unit below it); ownOrganisation (anywhere under the company the reader's unit belongs
 * to); condition (the records whose values meet conditionJson).
 */
export type DataSchemeKind =
  | 'all'
  | 'own'
  | 'ownDepartment'
  | 'ownDepartmentAndBelow'
  | 'ownOrganisation'
  | 'condition';

export type DataConditionOp = '==' | '!=' | '>' | '>=' | '<' | '<=' | 'like' | 'in';

/**
 * One row of a condition scheme: the record's value of `field` (a vModel of the form) compared
 * with `value` by `op`. `like` matches when the value's text contains `value`; `in` takes a list.
 * A value '@userId' or '@organizeId' stands for the reader's own id or organisation unit id.
 */
export interface DataConditionRow {
  field: string;
  op: DataConditionOp;
  value: unknown;
}

/**
 * A data permission scheme of a menu entry. conditionJson is JSON text:
 * - kind condition: a non-empty DataConditionRow[]; a record passes when every row holds (AND),
 *   e.g. `[{"field":"status","op":"==","value":"open"},{"field":"owner","op":"==","value":"@userId"}]`;
 *   `field` is a form field (vModel) of the entry; `op` one of DataConditionOp; `value` any JSON
 *   value, a list for `in`, '@userId' / '@organizeId' for the reader's own ids.
 * - every other kind: '[]' (the kind alone says which records pass).
 * The 菜单管理 routes refuse any other shape; text that still fails to parse lets no record through.
 * A role granted several schemes of one entry sees the records any of them lets through (OR).
 */
export interface ModuleDataSchemeTable {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  kind: DataSchemeKind;
  conditionJson: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
}

export interface AuthorizeTable {
  id: Generated<string>;
  roleId: string;
  itemType: AuthorizeItemType;
  itemId: string;
}

export type SessionEndReason = 'logout' | 'forced' | 'password';

export interface UserSessionTable {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  lastSeenAt: UpdatedAt;
  ipAddress: string;
  ipAddressName: string;
  userAgent: string;
  endedAt: Date | null;
  endReason: SessionEndReason | null;
}

export interface LoginLogTable {
  id: Generated<string>;
  userId: string | null;
  account: string;
  loginTime: CreatedAt;
  ipAddress: string;
  ipAddressName: string;
  userAgent: string;
  success: boolean;
  message: string;
}

/** A request (type 5) or a request that failed on the server (type 4). */
export interface SysLogTable {
  id: Generated<string>;
  type: number;
  userId: string | null;
  createdAt: CreatedAt;
  ipAddress: string;
  userAgent: string;
  requestMethod: string;
  requestUrl: string;
  statusCode: number;
  durationMs: number;
  detail: string;
}

export interface SysConfigTable {
  key: string;
  value: string;
}

export interface CaptchaTable {
  key: string;
  code: string;
  expiresAt: Date;
}

export interface SmsCodeTable {
  id: string;
  mobile: string;
  /** Null when the number belongs to nobody: the code was recorded for the rate limit, not sent. */
  userId: string | null;
  codeHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface LoginIpFailureTable {
  /** The client address; an IPv6 address stands for its /64 network. */
  ipAddress: string;
  windowStart: Date;
  failures: number;
}

/** consumed: the confirmed ticket has handed out its session and answers as expired from then on. */
export type QrTicketStatus = 'waiting' | 'scanned' | 'confirmed' | 'consumed';

export interface QrTicketTable {
  ticketHash: string;
  status: Generated<QrTicketStatus>;
  userId: string | null;
  createdAt: CreatedAt;
  expiresAt: Date;
}

/** A visual-development design: the draft the designer edits. */
export interface VisualdevTable {
  id: string;
  fullName: string;
  enCode: string;
  category: Generated<string>;
  /** 1 custom form, 2 system form. */
  type: Generated<number>;
  /** 1 form only, 2 form and list, 4 data view. */
  webType: Generated<number>;
  /** 0 draft, 1 released. */
  state: Generated<number>;
  formData: string | null;
  columnData: string | null;
  tables: string | null;
  sortCode: Generated<number>;
  description: Generated<string>;
  enabledMark: Generated<number>;
  creatorUserId: string | null;
  creatorTime: CreatedAt;
  lastModifyUserId: string | null;
  lastModifyTime: Date | null;
}

/** An immutable released version of a design; the runtime reads only these. */
export interface VisualdevReleaseTable {
  id: Generated<string>;
  visualdevId: string;
  version: number;
  formData: string;
  columnData: string | null;
  tables: string | null;
  releasedAt: CreatedAt;
  releasedBy: string | null;
  /** What the person releasing said of it, if anything. */
  note: Generated<string | null>;
  /** The version a roll back released again. */
  rolledBackFrom: Generated<number | null>;
}

/** One record of a released online-dev model: its values as jsonb keyed by vModel. */
export interface OnlineDevRecordTable {
  id: string;
  modelId: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  creatorUserId: string | null;
  creatorTime: CreatedAt;
  lastModifyUserId: string | null;
  lastModifyTime: Date | null;
}

/** A user's column arrangement for one menu entry: JSON text of ColumnSetting[]. */
export interface UserColumnSettingTable {
  userId: string;
  moduleId: string;
  fieldList: string;
  lastModifyTime: UpdatedAt;
}

/** A named list of codes; its items form a tree when isTree is 1. */
export interface DictionaryTypeTable {
  id: string;
  /** '0' at the root; otherwise the category type it is filed under. */
  parentId: Generated<string>;
  fullName: string;
  enCode: string;
  isTree: Generated<number>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

export interface DictionaryDataTable {
  id: string;
  dictionaryTypeId: string;
  /** '0' at the root of its type. */
  parentId: Generated<string>;
  fullName: string;
  enCode: string;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** A named source of rows; data_type 2 answers its query text, static JSON, as it is. */
export interface DataInterfaceTable {
  id: string;
  category: Generated<string>;
  fullName: string;
  enCode: string;
  /** 1 SQL, 2 static JSON, 3 HTTP. */
  dataType: Generated<number>;
  query: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  /** A DataInterfaceType dictionary item. */
  categoryId: Generated<string>;
  /** HTTP: GET or POST. */
  requestMethod: Generated<string>;
  /** HTTP: the URL. */
  path: Generated<string>;
  /** JSON text of [{field, fieldName, dataType, required, defaultValue}]. */
  requestParameters: Generated<string>;
  /** HTTP: JSON text of [{field, defaultValue}]. */
  requestHeaders: Generated<string>;
  checkType: Generated<number>;
  propertyJson: Generated<string>;
  creatorUserId: Generated<string>;
  lastModifyUserId: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** One call of a data interface: who, when, how long, and whether it answered. */
export interface DataInterfaceLogTable {
  id: string;
  interfaceId: string;
  userId: Generated<string>;
  invokTime: Generated<Date>;
  invokIp: Generated<string>;
  invokDevice: Generated<string>;
  invokType: Generated<string>;
  /** Milliseconds. */
  invokWasteTime: Generated<number>;
  /** 1 answered, 0 failed. */
  success: Generated<number>;
  message: Generated<string>;
}

export interface DataInterfaceSettingTable {
  key: string;
  value: Generated<string>;
}

/** A province, city or district; the id is its GB/T 2260 code. */
export interface AreaTable {
  id: string;
  /** '-1' above the provinces. */
  parentId: string;
  fullName: string;
  enCode: string;
  /** 1 province, 2 city, 3 district. */
  level: number;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** A numbering rule; dateFormat 'no' or a run of YYYY MM DD HH mm ss SSS. */
export interface BillRuleTable {
  id: string;
  fullName: string;
  enCode: string;
  category: Generated<string>;
  prefix: Generated<string>;
  dateFormat: Generated<string>;
  digit: Generated<number>;
  startNumber: Generated<number>;
  suffix: Generated<string>;
  example: Generated<string>;
  /** The counter's state: the date part of the last number and how many were issued under it. */
  datePart: Generated<string>;
  thisNumber: Generated<number>;
  outputNumber: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** A print template: HTML with {field} placeholders, filled from a record of the linked form. */
export interface PrintDevTable {
  id: string;
  fullName: string;
  enCode: string;
  category: Generated<string>;
  /** 1 flow form, 2 function form. */
  type: Generated<number>;
  /** The online-dev design whose records fill it. */
  formId: string | null;
  printTemplate: Generated<string>;
  /** JSON text: paper size, orientation and margins in mm. */
  pageParam: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorUserId: string | null;
  creatorTime: CreatedAt;
  lastModifyUserId: string | null;
  lastModifyTime: Date | null;
}

/** A user group a group picker offers. */
export interface PermissionGroupTable {
  id: string;
  fullName: string;
  enCode: string;
  /** The kind of group (分组类型); the group form calls it type. */
  category: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** A portal (门户): a dashboard of cards; formData is its portal schema as JSON text. */
export interface PortalTable {
  id: string;
  fullName: string;
  enCode: string;
  category: Generated<string>;
  /** 0 designed; JNPF's 1 (a configured address) is not kept. */
  type: Generated<number>;
  /** 1: users may not rearrange the cards. */
  enabledLock: Generated<number>;
  formData: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** A notice or system message; type 1 notice, 2 flow, 3 system, 4 schedule, 5 form. */
export interface MessageTable {
  id: string;
  title: string;
  bodyText: Generated<string>;
  type: number;
  /** 0 a draft notice, 1 released (system messages are created released). */
  enabledMark: Generated<number>;
  /** JSON text listing attachments. */
  files: Generated<string>;
  /** A notice's chosen recipients ("id--user,id--department,id--role"); empty: every enabled user. */
  toUserIds: Generated<string>;
  creatorUserId: string | null;
  creatorTime: CreatedAt;
  lastModifyUserId: string | null;
  lastModifyTime: UpdatedAt;
}

/** One recipient of a released message. */
export interface MessageReceiveTable {
  id: string;
  messageId: string;
  userId: string;
  /** 0 unread, 1 read. */
  isRead: Generated<number>;
  readTime: Date | null;
  creatorTime: CreatedAt;
}

/** One chat message; contentType text or image (content is then JSON {path, width, height}). */
export interface ImContentTable {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  content: string;
  contentType: string;
  sendTime: CreatedAt;
  receiveTime: Date | null;
  /** 0 unread, 1 read. */
  state: Generated<number>;
}

/** A user's recent conversation with another, at the time of its latest message. */
export interface ImReplyTable {
  userId: string;
  receiveUserId: string;
  receiveTime: Date;
}

export interface Database {
  organize: OrganizeTable;
  position: PositionTable;
  role: RoleTable;
  roleOrganize: RoleOrganizeTable;
  organizeAdministrator: OrganizeAdministratorTable;
  users: UsersTable;
  userRelation: UserRelationTable;
  module: ModuleTable;
  moduleButton: ModuleButtonTable;
  moduleColumn: ModuleFieldTable;
  moduleForm: ModuleFieldTable;
  moduleDataScheme: ModuleDataSchemeTable;
  moduleDataAuthorize: ModuleDataAuthorizeTable;
  authorize: AuthorizeTable;
  userSession: UserSessionTable;
  loginLog: LoginLogTable;
  sysConfig: SysConfigTable;
  sysLog: SysLogTable;
  captcha: CaptchaTable;
  smsCode: SmsCodeTable;
  loginIpFailure: LoginIpFailureTable;
  qrTicket: QrTicketTable;
  visualdev: VisualdevTable;
  visualdevRelease: VisualdevReleaseTable;
  onlineDevRecord: OnlineDevRecordTable;
  userColumnSetting: UserColumnSettingTable;
  dictionaryType: DictionaryTypeTable;
  dictionaryData: DictionaryDataTable;
  dataInterface: DataInterfaceTable;
  dataInterfaceLog: DataInterfaceLogTable;
  dataInterfaceSetting: DataInterfaceSettingTable;
  area: AreaTable;
  billRule: BillRuleTable;
  printDev: PrintDevTable;
  permissionGroup: PermissionGroupTable;
  message: MessageTable;
  messageReceive: MessageReceiveTable;
  imContent: ImContentTable;
  imReply: ImReplyTable;
  portal: PortalTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Module = Selectable<ModuleTable>;
export type ModuleItem = Selectable<ModuleItemTable>;
export type ModuleDataScheme = Selectable<ModuleDataSchemeTable>;
