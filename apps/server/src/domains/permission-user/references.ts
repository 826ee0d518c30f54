import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { DICTIONARY_FIELDS, type ProfileTextField } from './user-input.js';

export interface OrganizeRef {
  id: string;
  parentId: string;
  fullName: string;
  /** Names from the top organisation down to this one, joined with '/'. */
  path: string;
}
export interface NamedRef {
  id: string;
  fullName: string;
  enCode: string;
}
export interface PositionRef extends NamedRef {
  organizeId: string;
}

/**
 * What a user row points at: organisations, positions, roles and the dictionary items of the
 * personal details. These number in the hundreds, so a write or a whole import reads them once.
 */
export interface References {
  organizes: ReadonlyMap<string, OrganizeRef>;
  positions: ReadonlyMap<string, PositionRef>;
  roles: ReadonlyMap<string, NamedRef>;
  /** The items each dictionary-backed detail may take, by id. */
  dictionary: ReadonlyMap<ProfileTextField, ReadonlyMap<string, NamedRef>>;
}

function withPaths(rows: Array<Omit<OrganizeRef, 'path'>>): Map<string, OrganizeRef> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (id: string) => {
    const names: string[] = [];
    for (let row = byId.get(id); row && names.length < 50; row = byId.get(row.parentId)) {
      names.unshift(row.fullName);
      if (row.parentId === row.id) break;
    }
    return names.join('/');
  };
  return new Map(rows.map((row) => [row.id, { ...row, path: pathOf(row.id) }]));
}

async function dictionaryItems(db: Db): Promise<References['dictionary']> {
  const codes = [...new Set(DICTIONARY_FIELDS.values())];
  const rows = await db
    .selectFrom('dictionaryData as d')
    .innerJoin('dictionaryType as t', 't.id', 'd.dictionaryTypeId')
    .select(['d.id', 'd.fullName', 'd.enCode', sql<string>`lower(t.en_code)`.as('typeCode')])
    .where(sql<string>`lower(t.en_code)`, 'in', codes)
    .where('d.enabledMark', '=', 1)
    .orderBy('d.sortCode')
    .execute();
  const byField = new Map<ProfileTextField, Map<string, NamedRef>>();
  for (const [field, code] of DICTIONARY_FIELDS) {
    byField.set(
      field,
      new Map(rows.filter((row) => row.typeCode === code).map(({ typeCode: _, ...item }) => [item.id, item])),
    );
  }
  return byField;
}

export async function loadReferences(db: Db): Promise<References> {
  const [organizes, positions, roles, dictionary] = await Promise.all([
    db.selectFrom('organize').select(['id', 'parentId', 'fullName']).orderBy('sortCode').execute(),
    db
      .selectFrom('position')
      .select(['id', 'organizeId', 'fullName', 'enCode'])
      .orderBy('sortCode')
      .execute(),
    db.selectFrom('role').select(['id', 'fullName', 'enCode']).orderBy('sortCode').execute(),
    dictionaryItems(db),
  ]);
  return {
    organizes: withPaths(organizes),
    positions: new Map(positions.map((row) => [row.id, row])),
    roles: new Map(roles.map((row) => [row.id, row])),
    dictionary,
  };
}

/** The organisation and every organisation under it. */
export function branchIds(organizes: ReadonlyMap<string, OrganizeRef>, rootId: string): string[] {
  const branch = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of organizes.values()) {
      if (branch.has(row.parentId) && !branch.has(row.id)) {
        branch.add(row.id);
        grew = true;
      }
    }
  }
  return [...branch];
}
