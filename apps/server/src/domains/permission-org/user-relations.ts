import { Type } from '@fastify/type-provider-typebox';
import { Key } from '../../crud/entry.js';
import { refusedWhileReferenced } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';

/** A list of organisation ids, as the user form sends them to fetch its options. */
export const OrganizeIdsBody = Type.Object({
  organizeIds: Type.Array(Key, { maxItems: 500 }),
});

/** A foreign-key refusal of a delete is a 400 on `id` saying the entry is still in use. */
export const stillReferenced = refusedWhileReferenced('permissionOrg.stillReferenced');

/** The ids in order, each once, without empty ones. */
export const distinct = (ids: readonly string[]) => [...new Set(ids.map((id) => id.trim()).filter(Boolean))];

/** Every id must name a user; the 400 names the field and the first id that names nobody. */
export async function checkUsersExist(db: Db, field: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const found = new Set(
    (await db.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badField(field, 'permissionOrg.userMissing', { id: missing });
}

/** Whether any user holds the role, position or group through a relation. */
export async function hasRelatedUsers(db: Db, objectType: 'Role' | 'Position' | 'Group', objectId: string) {
  const row = await db
    .selectFrom('userRelation')
    .select('id')
    .where('objectType', '=', objectType)
    .where('objectId', '=', objectId)
    .executeTakeFirst();
  return row !== undefined;
}
