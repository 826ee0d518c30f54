import type { Envelope } from '@formwork/schema';
import ExcelJS from 'exceljs';
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

/** Follows a one-time download link and reads the .xlsx it serves: rows of cell texts, header first. */
export async function downloadSheet(server: TestServer, url: string): Promise<string[][]> {
  const response = await server.app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`download answered ${response.statusCode}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((value) => (value === null || value === undefined ? '' : String(value))),
    );
  });
  return rows;
}

/** An .xlsx of a header row and data rows, as a person would fill in the template. */
export async function sheetOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户信息');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
