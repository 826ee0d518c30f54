import type { ModulePermission } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInSchemeId } from '../domains/authorization/built-in-schemes.js';
import { menuIdOf } from '../domains/authorization/menu-ids.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';
import { LEAVE_MODEL_ID } from './seed-leave-request.js';

const LEAVE_MENU = menuIdOf(LEAVE_MODEL_ID);

describe.each(databaseKinds)('the seeded data schemes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const schemes = async () =>
    (
      await server.db
        .selectFrom('moduleDataScheme')
        .select(['enCode', 'kind', 'fullName'])
        .where('moduleId', '=', LEAVE_MENU)
        .orderBy('sortCode')
        .execute()
    ).map((row) => `${row.kind} ${row.fullName}`);
  const adminResources = async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    const me = await call<{ permissionList: ModulePermission[] }>(
      server.app,
      'GET',
      '/api/oauth/CurrentUser',
      {
        token,
      },
    );
    return me.data?.permissionList.find((entry) => entry.modelId === LEAVE_MENU)?.resource;
  };

  it('gives the leave request entry the five built-in schemes, 全部数据 granted to the administrator role', async () => {
    expect(await schemes()).toEqual([
      'all 全部数据',
      'own 本人创建的数据',
      'ownDepartment 本部门的数据',
      'ownDepartmentAndBelow 本部门及下级部门的数据',
      'ownOrganisation 本组织的数据',
    ]);
    const granted = await server.db
      .selectFrom('authorize')
      .select(['roleId', 'itemId'])
      .where('itemType', '=', 'dataScheme')
      .execute();
    expect(granted).toEqual([{ roleId: 'role-admin', itemId: builtInSchemeId(LEAVE_MENU, 'all') }]);
    // An administrator is shown every enabled scheme.
    expect((await adminResources())?.map((scheme) => scheme.fullName)).toHaveLength(5);
  });

  it('adds them to an installation seeded before schemes existed, once', async () => {
    await server.db.deleteFrom('authorize').where('itemType', '=', 'dataScheme').execute();
    await server.db.deleteFrom('moduleDataScheme').execute();
    await server.db.deleteFrom('sysConfig').where('key', '=', 'seed.leaveDataSchemes').execute();
    await server.restart();
    expect(await schemes()).toHaveLength(5);
    expect(
      await server.db.selectFrom('authorize').select('roleId').where('itemType', '=', 'dataScheme').execute(),
    ).toEqual([{ roleId: 'role-admin' }]);

    // One removed stays removed at the next start.
    await server.db.deleteFrom('moduleDataScheme').where('kind', '=', 'ownOrganisation').execute();
    await server.restart();
    expect(await schemes()).toHaveLength(4);
  });
});
