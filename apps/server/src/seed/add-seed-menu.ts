import type { Transaction } from 'kysely';
import type { Database } from '../db/tables.js';
import type { SeedMenu } from './demo-menus.js';

const ADMIN_ROLE = 'role-admin';

/**
 * Adds one seeded page entry, with its buttons, as the last child of `parentId` on an
 * installation seeded before the entry existed (a new one has it from the demo menu already),
 * and grants it with every button to the administrator role. Skipped when an entry with its id
 * or code exists or the parent was removed. Answers whether it added the entry.
 */
export async function addSeedMenu(
  trx: Transaction<Database>,
  menu: SeedMenu,
  parentId: string,
): Promise<boolean> {
  const present = await trx
    .selectFrom('module')
    .select('id')
    .where((eb) => eb.or([eb('enCode', '=', menu.enCode), eb('id', '=', menu.id)]))
    .executeTakeFirst();
  const parent = await trx.selectFrom('module').select('id').where('id', '=', parentId).executeTakeFirst();
  if (present || !parent) return false;
  const last = await trx
    .selectFrom('module')
    .select((eb) => eb.fn.max('sortCode').as('sortCode'))
    .where('parentId', '=', parentId)
    .executeTakeFirst();
  await trx
    .insertInto('module')
    .values({
      id: menu.id,
      parentId,
      fullName: menu.fullName,
      fullNameI18n: JSON.stringify(menu.names),
      enCode: menu.enCode,
      icon: menu.icon,
      type: menu.type,
      urlAddress: menu.urlAddress ?? '',
      sortCode: Number(last?.sortCode ?? -1) + 1,
    })
    .execute();
  const buttons = (menu.buttons ?? []).map(([enCode, fullName], index) => ({
    id: `${menu.id}:${enCode}`,
    moduleId: menu.id,
    enCode,
    fullName,
    sortCode: index,
  }));
  if (buttons.length > 0) await trx.insertInto('moduleButton').values(buttons).execute();
  const role = await trx.selectFrom('role').select('id').where('id', '=', ADMIN_ROLE).executeTakeFirst();
  if (!role) return true;
  await trx
    .insertInto('authorize')
    .values([
      { roleId: ADMIN_ROLE, itemType: 'module' as const, itemId: menu.id },
      ...buttons.map((button) => ({ roleId: ADMIN_ROLE, itemType: 'button' as const, itemId: button.id })),
    ])
    .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
    .execute();
  return true;
}
