import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MODEL_ID } from '../../seed/seed-leave-request.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { menuIdOf } from '../visualdev/publish-menu.js';
import type { AuthorizeNode, AuthorizeStep } from './authorize-values.js';

const below = (list: AuthorizeNode[], parentId: string): string[] =>
  list.flatMap((node) => [
    ...(node.parentId === parentId && node.type === 'resource' ? [node.fullName] : []),
    ...below(node.children, parentId),
  ]);

/** The role screen's 数据权限 step names the built-in schemes in the reader's language. */
describe.each(databaseKinds)('names of the built-in data schemes on the role screen, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  const schemesIn = async (language: string) => {
    const answer = await call<AuthorizeStep>(
      server.app,
      'POST',
      '/api/permission/Authority/Data/role-staff/Values',
      {
        token: admin,
        body: { objectType: 'Role', type: 'resource' },
        headers: { 'accept-language': language },
      },
    );
    expect(answer.code, answer.msg).toBe(200);
    return below(answer.data?.list ?? [], menuIdOf(LEAVE_MODEL_ID));
  };

  it('in English, traditional Chinese and simplified Chinese', async () => {
    expect(await schemesIn('en')).toEqual([
      'All data',
      'Data I created',
      "My department's data",
      "My department's and its sub-departments' data",
      "My organization's data",
    ]);
    expect(await schemesIn('zh-TW')).toContain('本人建立的資料');
    expect(await schemesIn('zh-CN')).toContain('本人创建的数据');
  });

  it("keeps a renamed scheme in the administrator's words", async () => {
    await server.db
      .updateTable('moduleDataScheme')
      .set({ fullName: '只看自己的' })
      .where('moduleId', '=', menuIdOf(LEAVE_MODEL_ID))
      .where('kind', '=', 'own')
      .execute();
    expect(await schemesIn('en')).toContain('只看自己的');
  });
});
