import type { MenuItem } from '@formwork/schema';
import { call, type TestServer } from '../../testing/test-server.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const MENU = '/api/system/Menu';

/** Calls as the user whose token `token()` answers, so tokens taken in beforeAll are read late. */
export const caller =
  (server: () => TestServer, token: () => string) =>
  <T = unknown>(method: Method, url: string, body?: unknown) =>
    call<T>(server().app, method, url, { token: token(), ...(body !== undefined && { body }) });

/** A tree flat again, parents before their children. */
export const flatten = <T extends { children?: T[] }>(nodes: readonly T[]): T[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

/** The enCodes of the menu a user's CurrentUser answer shows. */
export async function currentMenuCodes(server: TestServer, token: string): Promise<string[]> {
  const answer = await call<{ menuList: MenuItem[] }>(server.app, 'GET', '/api/oauth/CurrentUser', { token });
  return flatten(answer.data?.menuList ?? []).map((menu) => menu.enCode);
}

export const countRows = async (
  server: TestServer,
  table:
    | 'module'
    | 'moduleButton'
    | 'moduleColumn'
    | 'moduleForm'
    | 'moduleDataScheme'
    | 'moduleDataAuthorize',
) =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
