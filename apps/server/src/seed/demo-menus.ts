import { type MenuNames, MenuType } from '@formwork/schema';

export interface SeedMenu {
  id: string;
  enCode: string;
  fullName: string;
  /** The entry's name in the other languages; fullName is the Chinese one. */
  names: MenuNames;
  icon: string;
  type: number;
  urlAddress?: string;
  buttons?: Array<[enCode: string, fullName: string]>;
  children?: SeedMenu[];
}

const CRUD: Array<[string, string]> = [
  ['btn_add', '新建'],
  ['btn_edit', '编辑'],
  ['btn_remove', '删除'],
  ['btn_detail', '详情'],
];

/**
 * Addresses of the screens whose JNPF view folder is named otherwise than their code: JNPF's web
 * client opens a type-2 entry by loading the view folder its address names, so the seeded
 * addresses are JNPF's and the console answers both.
 */
export const JNPF_ADDRESSES = new Map([
  ['permission.onlineUser', 'permission/userOnline'],
  ['system.dictionary', 'systemData/dictionary'],
  ['system.dataInterface', 'systemData/dataInterface'],
  ['onlineDev.portal', 'onlineDev/visualPortal'],
]);

const page = (
  enCode: string,
  fullName: string,
  names: MenuNames,
  icon: string,
  extra: Array<[string, string]> = [],
): SeedMenu => ({
  id: `menu-${enCode}`,
  enCode,
  fullName,
  names,
  icon,
  type: MenuType.page,
  urlAddress: JNPF_ADDRESSES.get(enCode) ?? enCode.replace('.', '/'),
  buttons: [...CRUD, ...extra],
});

/** 通知公告: notices are drafted here and released to every user's inbox. */
export const NOTICE_MENU: SeedMenu = page(
  'system.notice',
  '通知公告',
  { zhtw: '通知公告', en: 'Notices' },
  'icon-ym icon-ym-notice',
  [['btn_release', '发布']],
);

/** 菜单管理: the menu itself, each entry's buttons, list columns, form fields and data permissions. */
export const MENU_ADMIN_MENU: SeedMenu = page(
  'system.menu',
  '菜单管理',
  { zhtw: '選單管理', en: 'Menus' },
  'icon-ym icon-ym-menu',
);

/** 系统配置: product name, pictures, sign-in and password policy, log retention. */
export const SYS_CONFIG_MENU: SeedMenu = {
  ...page(
    'system.sysConfig',
    '系统配置',
    { zhtw: '系統配置', en: 'Settings' },
    'icon-ym icon-ym-systemConfig',
  ),
  buttons: [['btn_edit', '保存']],
};

/** 系统日志: sign-ins, requests and server errors; entries are deleted chosen or all at once. */
export const SYS_LOG_MENU: SeedMenu = {
  ...page('system.log', '系统日志', { zhtw: '系統日誌', en: 'Logs' }, 'icon-ym icon-ym-systemLog'),
  buttons: [
    ['btn_batchRemove', '批量删除'],
    ['btn_clear', '清空'],
  ],
};

/** The system menu: every administration screen, and the shell's own pages. */
export const DEMO_MENUS: SeedMenu[] = [
  {
    id: 'menu-permission',
    enCode: 'permission',
    fullName: '组织权限',
    names: { zhtw: '組織權限', en: 'Organization' },
    icon: 'icon-ym icon-ym-permission',
    type: MenuType.directory,
    children: [
      page(
        'permission.organize',
        '组织管理',
        { zhtw: '組織管理', en: 'Organizations' },
        'icon-ym icon-ym-companyManage',
      ),
      page(
        'permission.position',
        '岗位管理',
        { zhtw: '崗位管理', en: 'Positions' },
        'icon-ym icon-ym-position',
      ),
      page('permission.user', '用户管理', { zhtw: '使用者管理', en: 'Users' }, 'icon-ym icon-ym-user', [
        ['btn_resetPassword', '重置密码'],
        ['btn_unlock', '解除锁定'],
        ['btn_import', '导入'],
        ['btn_export', '导出'],
      ]),
      page('permission.role', '角色管理', { zhtw: '角色管理', en: 'Roles' }, 'icon-ym icon-ym-role'),
      page('permission.group', '分组管理', { zhtw: '分組管理', en: 'Groups' }, 'icon-ym icon-ym-group'),
      page(
        'permission.authorize',
        '权限授权',
        { zhtw: '權限授權', en: 'Authorization' },
        'icon-ym icon-ym-authorize',
      ),
      {
        ...page(
          'permission.onlineUser',
          '在线用户',
          { zhtw: '線上使用者', en: 'Online users' },
          'icon-ym icon-ym-online',
        ),
        buttons: [['btn_remove', '强制下线']],
      },
    ],
  },
  {
    id: 'menu-system',
    enCode: 'system',
    fullName: '系统管理',
    names: { zhtw: '系統管理', en: 'System' },
    icon: 'icon-ym icon-ym-systemSetting',
    type: MenuType.directory,
    children: [
      page(
        'system.dictionary',
        '数据字典',
        { zhtw: '資料字典', en: 'Dictionaries' },
        'icon-ym icon-ym-dictionary',
      ),
      page('system.area', '行政区划', { zhtw: '行政區劃', en: 'Regions' }, 'icon-ym icon-ym-area'),
      page(
        'system.dataInterface',
        '数据接口',
        { zhtw: '資料介面', en: 'Data interfaces' },
        'icon-ym icon-ym-interface',
        [['btn_upload', '导入']],
      ),
      page(
        'system.billRule',
        '单据规则',
        { zhtw: '單據規則', en: 'Document numbering' },
        'icon-ym icon-ym-billRule',
      ),
      page(
        'system.printDev',
        '打印模板',
        { zhtw: '列印範本', en: 'Print templates' },
        'icon-ym icon-ym-print',
      ),
      NOTICE_MENU,
      MENU_ADMIN_MENU,
      SYS_CONFIG_MENU,
      SYS_LOG_MENU,
    ],
  },
  {
    id: 'menu-onlineDev',
    enCode: 'onlineDev',
    fullName: '在线开发',
    names: { zhtw: '線上開發', en: 'Online development' },
    icon: 'icon-ym icon-ym-onlineDev',
    type: MenuType.directory,
    children: [
      page(
        'onlineDev.webDesign',
        '功能设计',
        { zhtw: '功能設計', en: 'Function design' },
        'icon-ym icon-ym-webDesign',
        [
          ['btn_release', '发布'],
          ['btn_copy', '复制'],
        ],
      ),
      page(
        'generator.webForm',
        '代码生成',
        { zhtw: '程式碼生成', en: 'Code generation' },
        'icon-ym icon-ym-generator',
        [['btn_download', '下载代码']],
      ),
    ],
  },
  {
    ...page('messageRecord', '消息中心', { zhtw: '訊息中心', en: 'Messages' }, 'icon-ym icon-ym-message'),
    urlAddress: 'messageRecord',
    buttons: [],
  },
  {
    ...page('profile', '个人信息', { zhtw: '個人資訊', en: 'Profile' }, 'icon-ym icon-ym-user'),
    urlAddress: 'profile',
    buttons: [],
  },
];

/** What the staff role is granted: a smaller menu, and in it a smaller set of buttons. */
export const STAFF_GRANTS: Record<string, string[]> = {
  'permission.user': [],
  'system.dictionary': ['btn_add', 'btn_detail'],
  'system.area': ['btn_detail'],
  messageRecord: [],
  profile: [],
};
