/** Shapes of the sign-in and current-user calls that browser and server share. */

export const LAYOUT_TYPES = ['classic', 'functional', 'plain', 'blend'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

export const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface LoginForm {
  account: string;
  /** Lower-case md5 hex of the plain password. */
  password: string;
  grant_type?: 'password';
  origin?: string;
  /** Captcha text, when getConfig asks for one. */
  code?: string;
  /** Captcha key: the timestamp the captcha image was requested with. */
  timestamp?: string;
  client_id?: string;
  client_secret?: string;
  scope?: string;
}

export interface LoginResult {
  /** Already carries its scheme ("bearer ..."); sent back unchanged in Authorization. */
  token: string;
  theme: string;
}

export interface LoginConfig {
  enableVerificationCode: 0 | 1;
  verificationCodeNumber: number;
}

export interface IdName {
  id: string;
  name: string;
}

/** An application (JNPF's 系统) the user works in; Formwork runs one, always the current one. */
export interface AppSystem {
  id: string;
  fullName: string;
  enCode: string;
  currentSystem: boolean;
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon: string;
  organizeId: string;
  organizeName: string;
  departmentId: string;
  departmentName: string;
  positionId: string;
  positionName: string;
  positionIds: IdName[];
  roleIds: string[];
  roleName: string;
  manager: string;
  mobilePhone: string;
  email: string;
  birthday: number | null;
  prevLogin: 0 | 1;
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  prevLoginIPAddressName: string;
  portalId: string;
  isAdministrator: boolean;
  /** 0 means the password must be changed before anything else. */
  isFirst: 0 | 1;
  signImg: string;
  theme: string;
  language: string;
  /** The applications the user may switch between: here the one Formwork runs. */
  systemIds: AppSystem[];
}

/** Menu entry types. */
export const MenuType = {
  directory: 1,
  page: 2,
  onlineDev: 3,
  dictionary: 4,
  dataReport: 5,
  dataView: 6,
  externalLink: 7,
  portal: 8,
} as const;

/** A menu entry's name per language; a language without one shows fullName. */
export type MenuNames = Partial<Record<Language, string>>;

export interface MenuItem {
  id: string;
  parentId: string;
  fullName: string;
  /** The entry's name in other languages than fullName's Chinese. */
  fullNameI18n?: MenuNames;
  enCode: string;
  icon: string;
  type: number;
  urlAddress: string;
  linkTarget: '_self' | '_blank';
  /** JSON text: moduleId, isTree, webType. */
  propertyJson: string;
  sortCode: number;
  hasChildren: boolean;
  children: MenuItem[];
}

export interface PermissionItem {
  id: string;
  fullName: string;
  enCode: string;
}

export interface ModulePermission {
  modelId: string;
  moduleName: string;
  button: PermissionItem[];
  column: PermissionItem[];
  form: PermissionItem[];
  resource: Array<{ id: string; fullName: string }>;
}

export interface SysConfigInfo {
  sysName: string;
  sysVersion: string;
  copyright: string;
  title: string;
  logoIcon: string;
  loginIcon: string;
  navigationIcon: string;
  companyName: string;
}

/** GET /api/oauth/getLoginConfig: what the sign-in page shows before anyone signs in. */
export interface LoginPageConfig extends SysConfigInfo, LoginConfig {
  /** Single sign-on: whether the page sends the visitor to `url` instead (never, here). */
  redirect: boolean;
  url: string;
  ticketParams: string;
  /** Social sign-in providers offered (none, here). */
  socialsList: unknown[];
}

export interface CurrentUser {
  userInfo: UserInfo;
  menuList: MenuItem[];
  permissionList: ModulePermission[];
  sysConfigInfo: SysConfigInfo;
}
