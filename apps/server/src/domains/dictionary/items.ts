import type { DictionaryItem } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { nest, reachable } from './tree.js';

export interface TypeRow {
  id: string;
  fullName: string;
  enCode: string;
  isTree: number;
  enabledMark: number;
}

const TYPE_COLUMNS = ['id', 'fullName', 'enCode', 'isTree', 'enabledMark'] as const;

/** Fields name a dictionary by its id or by its enCode; the id wins when both could match. */
export async function findTypes(db: Db, keys: readonly string[]): Promise<TypeRow[]> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('dictionaryType')
    .select(TYPE_COLUMNS)
    .where((eb) => eb.or([eb('id', 'in', keys), eb('enCode', 'in', keys)]))
    .execute();
}

export const typeMatching = (types: readonly TypeRow[], key: string): TypeRow | undefined =>
  types.find((type) => type.id === key) ?? types.find((type) => type.enCode === key);

/** The type a call names; 400 naming it (as `field`) when there is none. */
export async function findType(db: Db, key: string, field = 'dictionaryType'): Promise<TypeRow> {
  const type = typeMatching(await findTypes(db, [key]), key);
  if (!type) throw badField(field, 'dictionary.typeMissing', { key });
  return type;
}

/** The enabled items of these types, sorted, keyed by type id. */
export async function enabledItems(
  db: Db,
  typeIds: readonly string[],
): Promise<Map<string, DictionaryItem[]>> {
  const byType = new Map<string, DictionaryItem[]>(typeIds.map((id) => [id, []]));
  if (typeIds.length === 0) return byType;
  const rows = await db
    .selectFrom('dictionaryData')
    .select(['id', 'dictionaryTypeId', 'parentId', 'fullName', 'enCode'])
    .where('dictionaryTypeId', 'in', typeIds)
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  for (const { dictionaryTypeId, ...item } of rows) byType.get(dictionaryTypeId)?.push(item);
  return byType;
}

/**
 * What a type offers: nothing when it is disabled; nested when it is a tree (an item under a
 * disabled one is hidden with it); flat otherwise.
 */
export function offered(type: TypeRow, items: readonly DictionaryItem[]): DictionaryItem[] {
  if (type.enabledMark !== 1) return [];
  return type.isTree === 1 ? nest(items) : [...items];
}

/** The same items flat, for a client that nests them itself. */
export function offeredFlat(type: TypeRow, items: readonly DictionaryItem[]): DictionaryItem[] {
  if (type.enabledMark !== 1) return [];
  return type.isTree === 1 ? reachable(items) : [...items];
}
