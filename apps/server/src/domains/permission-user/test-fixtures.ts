import type { Envelope } from '@formwork/schema';
import { sql } from 'kysely';
import { call, type TestServer } from '../../testing/test-server.js';

export const USERS = '/api/permission/Users';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as the holder of `token()`, read when called (tokens are set in beforeAll). */
export const caller =
  (server: () => TestServer, token: () => string) =>
  <T = unknown>(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Envelope<T>> =>
    call<T>(server().app, method, url, {
      token: token(),
      ...(body !== undefined && { body }),
      ...(headers && { headers }),
    });

/** A valid new user in the demo's research department, as the form sends it. */
export const newUser = (account: string, extra: Record<string, unknown> = {}) => ({
  account,
  realName: `用户${account}`,
  gender: '1',
  organizeId: 'org-rd',
  positionId: 'pos-engineer',
  roleId: 'role-staff',
  ...extra,
});

export async function userCount(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function userByAccount(server: TestServer, account: string) {
  return server.db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();
}

/** The user's links as "Type:objectId", in the user's order. */
export async function linksOf(server: TestServer, userId: string): Promise<string[]> {
  const rows = await server.db
    .selectFrom('userRelation')
    .select(['objectType', 'objectId'])
    .where('userId', '=', userId)
    .orderBy('objectType')
    .orderBy('sortCode')
    .execute();
  return rows.map((row) => `${row.objectType}:${row.objectId}`);
}

/** Live (not ended) sessions of a user. */
export async function liveSessions(server: TestServer, userId: string): Promise<number> {
  const rows = await server.db
    .selectFrom('userSession')
    .select('id')
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .execute();
  return rows.length;
}
