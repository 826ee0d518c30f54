import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { type CodedTable, insertWithCode, updateWithCode } from './unique-code.js';

type Database = Db extends Kysely<infer Tables> ? Tables : never;

/** How an entry of a table with unique codes is found, checked and stored. */
export interface CodedEntry<T extends CodedTable, I> {
  table: T;
  /** Answers the entry or throws the 400 for one that is not there. */
  find: (db: Db, id: string) => Promise<unknown>;
  /** Throws the 400 for input that may not be stored; selfId is the entry an update changes. */
  check: (db: Db, input: I, selfId?: string) => Promise<unknown>;
  /** The row's values from the form, the same for a new entry and a changed one. */
  values: (input: I) => Omit<Insertable<Database[T]>, 'id'> & Updateable<Database[T]> & { enCode: string };
}

/**
 * Creating and updating an entry whose form is checked and then written whole: a new one gets a
 * new id; a change first needs the entry to be there. A code taken meanwhile is the check's 400.
 */
export const codedWrites = <T extends CodedTable, I>({ table, find, check, values }: CodedEntry<T, I>) => ({
  async create(db: Db, input: I): Promise<string> {
    await check(db, input);
    return insertWithCode(db, table, values(input));
  },
  async update(db: Db, id: string, input: I): Promise<void> {
    await find(db, id);
    await check(db, input, id);
    await updateWithCode(db, table, id, values(input));
  },
});
