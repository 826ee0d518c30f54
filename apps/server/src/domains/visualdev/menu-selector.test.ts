import { MenuType } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import type { SelectorNode } from './selector.js';

const URL = '/api/visualdev/MenuSelector';

const ids = (nodes: SelectorNode[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children)]);

describe.each(databaseKinds)('the menu directory selector (%s)', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  it('answers the enabled directories as a tree, without pages', async () => {
    await server.db
      .insertInto('module')
      .values([
        { id: 'menu-test-sub', parentId: 'menu-onlineDev', fullName: '子目录', enCode: 'testSub', type: 1 },
        {
          id: 'menu-test-off',
          parentId: '-1',
          fullName: '停用目录',
          enCode: 'testOff',
          type: MenuType.directory,
          enabledMark: 0,
        },
        {
          id: 'menu-test-under-off',
          parentId: 'menu-test-off',
          fullName: '其下',
          enCode: 'testUnder',
          type: 1,
        },
      ])
      .execute();
    const answer = await call<{ list: SelectorNode[] }>(server.app, 'GET', URL, { token: admin });
    expect(answer.code).toBe(200);
    const list = answer.data?.list ?? [];
    const onlineDev = list.find((node) => node.id === 'menu-onlineDev');
    expect(onlineDev).toMatchObject({ fullName: '在线开发', hasChildren: true });
    expect(onlineDev?.children).toEqual([
      { id: 'menu-test-sub', fullName: '子目录', hasChildren: false, children: [] },
      // The seeded directory of the demo report and portal: its entries are not directories.
      { id: 'menu-demo.reports', fullName: '报表门户', hasChildren: false, children: [] },
    ]);
    const all = ids(list);
    expect(all).not.toContain('menu-onlineDev.webDesign');
    expect(all).not.toContain('menu-test-off');
    expect(all).not.toContain('menu-test-under-off');
    const directories = await server.db
      .selectFrom('module')
      .select('id')
      .where('type', '=', MenuType.directory)
      .where('enabledMark', '=', 1)
      .where('parentId', '=', '-1')
      .execute();
    expect(list.map((node) => node.id).sort()).toEqual(directories.map((row) => row.id).sort());
  });

  it('is refused to a user without the 功能设计 entry', async () => {
    const staff = await signIn(server.app, 'staff', 'staff123');
    const answer = await call(server.app, 'GET', URL, { token: staff });
    expect(answer.code).not.toBe(200);
  });
});
