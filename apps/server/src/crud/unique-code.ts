import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { badField } from '../http/envelope.js';
import type { MessageKey } from '../http/i18n/index.js';

type Database = Db extends Kysely<infer Tables> ? Tables : never;

/** The tables whose rows have an id and a code (enCode) a unique index keeps unique. */
export type CodedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; enCode: unknown; lastModifyTime: unknown }
    ? T
    : never;
}[keyof Database];

/** One of those tables seen by the columns the helpers touch: the table name is the caller's literal. */
type Coded = Kysely<Record<string, { id: string; enCode: string; lastModifyTime: Date }>>;
const coded = (db: Db) => db as unknown as Coded;

/** A unique index refused the write: someone saved the same code at the same moment. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';
/** A foreign key refused a delete: something came to point at the row since it was checked. */
export const isReferenced = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503';

/** The 400 for a code another entry has, naming the field that carries it. */
export const codeExists = (enCode: string, field = 'enCode') =>
  badField(field, 'common.codeExists', { enCode });

/** Turns a unique violation into the 400 a check before the write would have answered. */
export const codeTaken =
  (enCode: string, field = 'enCode') =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? codeExists(enCode, field) : error;
  };

/** Turns a foreign-key refusal of a delete into a 400 on `id` saying the entry is still in use. */
export const refusedWhileReferenced =
  (key: MessageKey) =>
  (error: unknown): never => {
    throw isReferenced(error) ? badField('id', key) : error;
  };

/** The code must be free: another entry of the table holding it is a 400 naming enCode. */
export async function checkCodeFree(
  db: Db,
  table: CodedTable,
  enCode: string,
  selfId?: string,
): Promise<void> {
  const same = await coded(db)
    .selectFrom(table)
    .select('id')
    .where('enCode', '=', enCode)
    .where('id', '!=', selfId ?? '')
    .executeTakeFirst();
  if (same) throw codeExists(enCode);
}

/** Adds an entry under a new id; a code taken meanwhile is the same 400 as the check's. */
export async function insertWithCode<T extends CodedTable>(
  db: Db,
  table: T,
  values: Omit<Insertable<Database[T]>, 'id'> & { enCode: string },
): Promise<string> {
  const id = randomUUID();
  await coded(db)
    .insertInto(table as string)
    .values({ id, ...values } as never)
    .execute()
    .catch(codeTaken(values.enCode));
  return id;
}

/** Writes an entry's values and the time of the change; a code taken meanwhile is the check's 400. */
export async function updateWithCode<T extends CodedTable>(
  db: Db,
  table: T,
  id: string,
  values: Updateable<Database[T]> & { enCode: string },
): Promise<void> {
  await coded(db)
    .updateTable(table as string)
    .set({ ...values, lastModifyTime: new Date() } as never)
    .where('id', '=', id)
    .execute()
    .catch(codeTaken(values.enCode));
}
