import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MODEL_ID } from '../../seed/seed-leave-request.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { releaseLeaveModel } from '../online-dev/test-fixtures.js';
import type { AuthorizeStep } from './authorize-values.js';
import { menuIdOf } from './menu-ids.js';
import { AUTHORITY, findNode } from './test-fixtures.js';

const ITEM_KINDS = ['button', 'column', 'form', 'resource'] as const;

/**
 * The grant screen says, entry by entry, which kinds of grant the entry's design does not check:
 * ticks there grant nothing more until 功能设计 switches the kind on.
 */
describe.each(databaseKinds)('kinds of grant a design does not check, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  const unguardedOf = async (menuId: string) => {
    const answer = await call<Record<(typeof ITEM_KINDS)[number], AuthorizeStep>>(
      server.app,
      'POST',
      `${AUTHORITY}/Data/role-staff/Values`,
      { token: admin, body: { objectType: 'Role' } },
    );
    expect(answer.code, answer.msg).toBe(200);
    return ITEM_KINDS.filter((k) => findNode(answer.data?.[k].list ?? [], menuId)?.unguarded === true);
  };

  it('marks the seeded 请假申请 entry: only its buttons are checked', async () => {
    expect(await unguardedOf(menuIdOf(LEAVE_MODEL_ID))).toEqual(['column', 'form', 'resource']);
  });

  it('follows the newest release of the design', async () => {
    const model = await releaseLeaveModel(server, admin, 'leaveGuarded', {
      useColumnPermission: true,
      useDataPermission: true,
    });
    expect(await unguardedOf(menuIdOf(model))).toEqual(['button', 'form']);
  });

  it('leaves entries that are not released designs unmarked', async () => {
    expect(await unguardedOf('menu-permission.authorize')).toEqual([]);
  });
});
