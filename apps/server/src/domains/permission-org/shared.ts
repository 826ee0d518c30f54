import { Type } from '@fastify/type-provider-typebox';
import { ENTRY_CODE, type NamedRuleName } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badField, fieldProblem } from '../../http/envelope.js';
import { namedRuleProblem } from '../../http/i18n/index.js';

/** An id as the routes take it; values are bound, so only the length is limited. */
export const Key = Type.String({ minLength: 1, maxLength: 64 });
export const IdParams = Type.Object({ id: Key });
export const Flag = Type.Integer({ enum: [0, 1] });

/** The fields every administered entry shares, as its form sends them. */
export const EntryFields = {
  fullName: Type.String({ minLength: 1, maxLength: 50 }),
  enCode: Type.String(ENTRY_CODE.jsonSchema),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabledMark: Type.Optional(Flag),
  description: Type.Optional(Type.String({ maxLength: 500 })),
};

export const PagingFields = {
  currentPage: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
};

/** A list of organisation ids, as the user form sends them to fetch its options. */
export const OrganizeIdsBody = Type.Object({
  organizeIds: Type.Array(Key, { maxItems: 500 }),
});

export interface EntryInput {
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
}

export interface Paging {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** The config of a route of a screen: its menu entry to read, one of its buttons to change. */
export const accessTo = (module: string) => (button?: string) => ({
  access: { module, ...(button && { button }) },
});

/** The field's value must keep the named rule; the 400 names the field. */
export function checkRule(field: string, rule: NamedRuleName, value: string): void {
  const problem = namedRuleProblem(rule, value);
  if (problem) throw fieldProblem(field, problem);
}

/** The values every entry stores from its form, with the defaults of a new one. */
export const entryValues = (input: EntryInput) => ({
  fullName: input.fullName.trim(),
  enCode: input.enCode,
  sortCode: input.sortCode ?? 0,
  enabledMark: input.enabledMark ?? 1,
  description: input.description ?? '',
});

/** A unique index refused the write: someone saved the same code at the same moment. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';
/** A foreign key refused a delete: something came to point at the row since it was checked. */
export const isReferenced = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503';

/** Turns a unique violation on enCode into the 400 a check before it would have answered. */
export const codeTaken = (enCode: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? badField('enCode', 'common.codeExists', { enCode }) : error;
};

/** Turns a foreign-key refusal of a delete into a 400 saying the entry is still in use. */
export const stillReferenced = (error: unknown) => {
  throw isReferenced(error) ? badField('id', 'permissionOrg.stillReferenced') : error;
};

export const epoch = (date: Date | null) => (date ? date.getTime() : null);

export const pageOf = (paging: Paging) => ({
  limit: paging.pageSize,
  offset: (paging.currentPage - 1) * paging.pageSize,
});

export const paginationOf = (paging: Paging, total: number | string | bigint) => ({
  currentPage: paging.currentPage,
  pageSize: paging.pageSize,
  total: Number(total),
});

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
