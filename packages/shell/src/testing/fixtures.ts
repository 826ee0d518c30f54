import type { CurrentUser, MenuItem, UserInfo } from '@formwork/schema';

export const ADMIN_TOKEN = 'bearer admin-token';

export const menu = (id: string, fullName: string, children: MenuItem[] = []): MenuItem => ({
  id,
  parentId: '-1',
  fullName,
  enCode: id,
  icon: '',
  type: children.length ? 1 : 2,
  urlAddress: children.length ? '' : id,
  linkTarget: '_self',
  propertyJson: '',
  sortCode: 0,
  hasChildren: children.length > 0,
  children,
});

export const adminInfo = (): UserInfo => ({
  userId: 'user-admin',
  userAccount: 'admin',
  userName: '管理员',
  headIcon: '',
  organizeId: 'org',
  organizeName: '总公司',
  departmentId: 'org',
  departmentName: '总公司',
  positionId: '',
  positionName: '',
  positionIds: [],
  roleIds: [],
  roleName: '',
  manager: '',
  mobilePhone: '',
  email: '',
  birthday: null,
  prevLogin: 1,
  prevLoginTime: null,
  prevLoginIPAddress: '',
  prevLoginIPAddressName: '',
  portalId: '',
  isAdministrator: true,
  isFirst: 1,
  signImg: '',
  theme: 'classic',
  language: 'zh',
  systemIds: [{ id: 'formwork', enCode: 'formwork', fullName: 'Formwork', currentSystem: true }],
});

export const adminUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  userInfo: adminInfo(),
  menuList: [menu('system', '系统管理', [menu('system.area', '行政区划')]), menu('profile', '个人信息')],
  permissionList: [],
  sysConfigInfo: {
    sysName: 'Formwork',
    sysVersion: '0.1.0',
    copyright: 'Copyright © 2026 Formwork',
    title: 'Formwork 低代码开发平台',
    logoIcon: '',
    loginIcon: '',
    navigationIcon: '',
    companyName: 'Formwork',
  },
  ...overrides,
});

export const ok = <T>(data?: T, msg = 'Success') => ({ code: 200, msg, data });
export const fail = (code: number, msg = '') => ({ code, msg });
