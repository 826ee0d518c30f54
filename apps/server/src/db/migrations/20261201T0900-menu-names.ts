import { type Kysely, sql } from 'kysely';

// A menu entry carries its name in each language beside full_name (the Chinese name JNPF clients
// read), as {"zhtw": "...", "en": "..."}: the menu, tabs, search and page titles follow the
// user's language and fall back to full_name for a language not given. The entries seeded
// before this column existed get the names the seed now gives them.
const SEEDED: Record<string, { zhtw: string; en: string }> = {
  permission: { zhtw: '組織權限', en: 'Organization' },
  'permission.organize': { zhtw: '組織管理', en: 'Organizations' },
  'permission.position': { zhtw: '崗位管理', en: 'Positions' },
  'permission.user': { zhtw: '使用者管理', en: 'Users' },
  'permission.role': { zhtw: '角色管理', en: 'Roles' },
  'permission.group': { zhtw: '分組管理', en: 'Groups' },
  'permission.authorize': { zhtw: '權限授權', en: 'Authorization' },
  'permission.onlineUser': { zhtw: '線上使用者', en: 'Online users' },
  system: { zhtw: '系統管理', en: 'System' },
  'system.dictionary': { zhtw: '資料字典', en: 'Dictionaries' },
  'system.area': { zhtw: '行政區劃', en: 'Regions' },
  'system.dataInterface': { zhtw: '資料介面', en: 'Data interfaces' },
  'system.billRule': { zhtw: '單據規則', en: 'Document numbering' },
  'system.printDev': { zhtw: '列印範本', en: 'Print templates' },
  onlineDev: { zhtw: '線上開發', en: 'Online development' },
  'onlineDev.webDesign': { zhtw: '功能設計', en: 'Function design' },
  'generator.webForm': { zhtw: '程式碼生成', en: 'Code generation' },
  messageRecord: { zhtw: '訊息中心', en: 'Messages' },
  profile: { zhtw: '個人資訊', en: 'Profile' },
  leaveRequest: { zhtw: '請假申請', en: 'Leave requests' },
};

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('module')
    .addColumn('full_name_i18n', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  for (const [enCode, names] of Object.entries(SEEDED)) {
    await db
      .updateTable('module')
      .set({ full_name_i18n: JSON.stringify(names) })
      .where('en_code', '=', enCode)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('module').dropColumn('full_name_i18n').execute();
}
