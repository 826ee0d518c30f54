import { MenuType } from '@formwork/schema';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import { addSeedMenu } from './add-seed-menu.js';
import type { SeedMenu } from './demo-menus.js';
import { dictionaryTypeId } from './seed-dictionaries.js';
import { seedOnce } from './seed-once.js';

const ADMIN_ROLE = 'role-admin';
const SYSTEM_MENU = 'menu-system';

/** The screens whose records travel as files, and the buttons that export and import them. */
const TRANSFER_BUTTONS: Array<[moduleId: string, buttons: Array<[string, string]>]> = [
  [
    'menu-system.dictionary',
    [
      ['btn_export', '导出'],
      ['btn_upload', '导入'],
    ],
  ],
  [
    'menu-system.billRule',
    [
      ['btn_export', '导出'],
      ['btn_upload', '导入'],
    ],
  ],
];

/** A menu entry of type 4: the 民族 dictionary maintained as a list of its own. */
export const NATION_MENU: SeedMenu = {
  id: 'menu-dictionary.nation',
  enCode: 'dictionary.nation',
  fullName: '民族',
  names: { zhtw: '民族', en: 'Ethnic groups' },
  icon: 'icon-ym icon-ym-dictionary',
  type: MenuType.dictionary,
  urlAddress: 'dictionary/nation',
  buttons: [
    ['btn_add', '新建'],
    ['btn_edit', '编辑'],
    ['btn_remove', '删除'],
  ],
};

/** Adds the buttons an entry lacks, granted to the administrator role. */
async function addButtons(trx: Transaction<Database>, moduleId: string, buttons: Array<[string, string]>) {
  const module = await trx.selectFrom('module').select('id').where('id', '=', moduleId).executeTakeFirst();
  if (!module) return;
  const present = new Set(
    (await trx.selectFrom('moduleButton').select('enCode').where('moduleId', '=', moduleId).execute()).map(
      (row) => row.enCode,
    ),
  );
  const last = await trx
    .selectFrom('moduleButton')
    .select((eb) => eb.fn.max('sortCode').as('sortCode'))
    .where('moduleId', '=', moduleId)
    .executeTakeFirst();
  const rows = buttons
    .filter(([enCode]) => !present.has(enCode))
    .map(([enCode, fullName], index) => ({
      id: `${moduleId}:${enCode}`,
      moduleId,
      enCode,
      fullName,
      sortCode: Number(last?.sortCode ?? -1) + 1 + index,
    }));
  if (rows.length === 0) return;
  await trx.insertInto('moduleButton').values(rows).execute();
  const role = await trx.selectFrom('role').select('id').where('id', '=', ADMIN_ROLE).executeTakeFirst();
  if (!role) return;
  await trx
    .insertInto('authorize')
    .values(rows.map((row) => ({ roleId: ADMIN_ROLE, itemType: 'button' as const, itemId: row.id })))
    .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
    .execute();
}

/**
 * Export and import buttons on 数据字典 and 单据规则, and a type-4 entry 民族 under 系统管理,
 * on every installation (earlier ones too); once only, so what an administrator removes stays
 * removed.
 */
export function seedDictAdmin(db: Db): Promise<boolean> {
  return seedOnce(
    db,
    'seed.dictAdmin',
    async () => undefined,
    async (trx) => {
      for (const [moduleId, buttons] of TRANSFER_BUTTONS) await addButtons(trx, moduleId, buttons);
      const added = await addSeedMenu(trx, NATION_MENU, SYSTEM_MENU);
      if (added)
        await trx
          .updateTable('module')
          .set({ propertyJson: JSON.stringify({ moduleId: dictionaryTypeId('nation') }) })
          .where('id', '=', NATION_MENU.id)
          .execute();
    },
  );
}
