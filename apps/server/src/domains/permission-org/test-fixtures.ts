import type { Envelope } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { call, signIn, type TestServer } from '../../testing/test-server.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Caller = <T = unknown>(method: Method, url: string, body?: unknown) => Promise<Envelope<T>>;

/** Calls as the seeded administrator and as the seeded staff member, who holds no grant here. */
export async function signInBoth(server: TestServer): Promise<{ admin: Caller; staff: Caller }> {
  const as =
    (token: string): Caller =>
    (method, url, body) =>
      call(server.app, method, url, { token, ...(body !== undefined && { body }) });
  return {
    admin: as(await signIn(server.app, 'admin', 'admin123')),
    staff: as(await signIn(server.app, 'staff', 'staff123')),
  };
}

/** How many rows a table holds, to show that a refused write wrote nothing. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const DENIED = { code: 403, msg: 'Permission Denied' };

/** Names as nested arrays: [name, [children...]] for a branch, the name for a leaf. */
export const shape = (nodes: ReadonlyArray<{ fullName: string; children?: unknown[] }> = []): unknown[] =>
  nodes.map((node) =>
    node.children?.length ? [node.fullName, shape(node.children as typeof nodes)] : node.fullName,
  );
