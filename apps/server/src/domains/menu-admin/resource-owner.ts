import { isUniqueViolation } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import type { Module } from '../authorization/index.js';
import { findMenu, TYPES_WITH_RESOURCES } from './menu-rows.js';

/**
 * The entry a button, column, form field, data scheme or data field is written to: it must exist
 * and be of a type that has such things. Locked until the write commits, so the entry cannot be
 * deleted under a resource being added to it.
 */
export async function resourceOwner(trx: Db, moduleId: string): Promise<Module> {
  const locked = await trx
    .selectFrom('module')
    .selectAll()
    .where('id', '=', moduleId)
    .forShare()
    .executeTakeFirst();
  const menu = locked ?? (await findMenu(trx, moduleId, 'moduleId'));
  if (!TYPES_WITH_RESOURCES.has(menu.type)) throw badField('moduleId', 'menuAdmin.noResources');
  return menu;
}

/** A resource stays with its entry: the moduleId an update names must be the one it has. */
export function sameOwner(sent: string, stored: string): void {
  if (sent !== stored) throw badField('moduleId', 'menuAdmin.otherMenu');
}

/** Someone saved the same code in the entry at the same moment: the unique index refused the second. */
export const duplicateCodeOf = (field: string, enCode: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? badField(field, 'common.codeExists', { enCode }) : error;
};

/** What an update leaves out keeps its stored value, so a form showing fewer fields loses nothing. */
export function withStored<S extends object, T extends object>(stored: S, sent: T): S & T {
  return { ...stored, ...sent };
}

/**
 * Where a resource sent without a sort code goes: after the entry's others, so that lists show
 * resources in the order they were added (ties would otherwise fall to random ids).
 */
export async function nextSortCode(
  trx: Db,
  table: 'moduleButton' | 'moduleColumn' | 'moduleForm' | 'moduleDataAuthorize',
  moduleId: string,
): Promise<number> {
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('sortCode').as('sortCode'))
    .where('moduleId', '=', moduleId)
    .executeTakeFirst();
  return last?.sortCode === null || last?.sortCode === undefined ? 0 : Number(last.sortCode) + 1;
}
