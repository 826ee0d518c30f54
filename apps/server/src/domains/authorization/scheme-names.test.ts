import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MODEL_ID } from '../../seed/seed-leave-request.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import type { AuthorizeNode, AuthorizeStep } from './authorize-values.js';
import { menuIdOf } from './menu-ids.js';

const below = (list: AuthorizeNode[], parentId: string, type = 'resource'): string[] =>
  list.flatMap((node) => [
    ...(node.parentId === parentId && node.type === type ? [node.fullName] : []),
    ...below(node.children, parentId, type),
  ]);

/**
 * The role screen's 数据权限 and 按钮权限 steps name the built-in schemes and the stock buttons in
 * the reader's language.
 */
describe.each(databaseKinds)('names of built-in schemes and buttons on the role screen, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  const namesIn = async (language: string, type: 'resource' | 'button') => {
    const answer = await call<AuthorizeStep>(
      server.app,
      'POST',
      '/api/permission/Authority/Data/role-staff/Values',
      {
        token: admin,
        body: { objectType: 'Role', type },
        headers: { 'accept-language': language },
      },
    );
    expect(answer.code, answer.msg).toBe(200);
    return below(answer.data?.list ?? [], menuIdOf(LEAVE_MODEL_ID), type);
  };
  const schemesIn = (language: string) => namesIn(language, 'resource');

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

  it('names the stock buttons in English, traditional Chinese and simplified Chinese', async () => {
    expect(await namesIn('en', 'button')).toEqual(
      expect.arrayContaining(['Add', 'Edit', 'Delete', 'Details']),
    );
    expect((await namesIn('en', 'button')).join()).not.toMatch(/\p{Script=Han}/u);
    expect(await namesIn('zh-TW', 'button')).toContain('編輯');
    expect(await namesIn('zh-CN', 'button')).toContain('编辑');
  });

  it("keeps a renamed button in the administrator's words", async () => {
    await server.db
      .updateTable('moduleButton')
      .set({ fullName: '改一改' })
      .where('moduleId', '=', menuIdOf(LEAVE_MODEL_ID))
      .where('enCode', '=', 'btn_edit')
      .execute();
    expect(await namesIn('en', 'button')).toContain('改一改');
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
