import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuIdOf } from '../domains/authorization/menu-ids.js';
import { LEAVE_MODEL_ID } from '../seed/seed-leave-request.js';
import { databaseKinds, startTestServer, type TestServer } from '../testing/test-server.js';
import { up } from './migrations/20261207T1800-sub-table-form-items.js';

const MENU = menuIdOf(LEAVE_MODEL_ID);
const COLUMNS = [`${MENU}:form:handover-mobile`, `${MENU}:form:handover-task`];

/**
 * A design released before sub-table columns had entries of their own: the migration gives its
 * entry the columns of its newest release, granted to each role that held the sub-table.
 */
describe.each(databaseKinds)('migration: sub-table column entries on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const entries = () =>
    server.db
      .selectFrom('moduleForm')
      .select(['id', 'enCode', 'fullName', 'fieldRule', 'childTableKey'])
      .where('moduleId', '=', MENU)
      .where('enCode', 'like', 'handover-%')
      .orderBy('enCode')
      .execute();
  const holders = (itemId: string) =>
    server.db
      .selectFrom('authorize')
      .select('roleId')
      .where('itemType', '=', 'form')
      .where('itemId', '=', itemId)
      .orderBy('roleId')
      .execute()
      .then((rows) => rows.map((row) => row.roleId));

  it('adds the columns of each released sub-table, granted to the roles holding the sub-table', async () => {
    // The state a release of before left: no column entries; staff holds the sub-table.
    await server.db.deleteFrom('authorize').where('itemId', 'in', COLUMNS).execute();
    await server.db.deleteFrom('moduleForm').where('id', 'in', COLUMNS).execute();
    await server.db
      .insertInto('authorize')
      .values({ roleId: 'role-staff', itemType: 'form', itemId: `${MENU}:form:handover` })
      .onConflict((conflict) => conflict.columns(['roleId', 'itemType', 'itemId']).doNothing())
      .execute();
    expect(await entries()).toEqual([]);

    await up(server.db);
    const added = await entries();
    expect(added).toEqual([
      {
        id: COLUMNS[0],
        enCode: 'handover-mobile',
        fullName: '工作交接-接手人电话',
        fieldRule: 2,
        childTableKey: 'handover',
      },
      {
        id: COLUMNS[1],
        enCode: 'handover-task',
        fullName: '工作交接-事项',
        fieldRule: 2,
        childTableKey: 'handover',
      },
    ]);
    const tableHolders = await holders(`${MENU}:form:handover`);
    expect(tableHolders).toContain('role-staff');
    for (const column of COLUMNS) expect(await holders(column)).toEqual(tableHolders);

    // Again, as on a restore: nothing more.
    await up(server.db);
    expect(await entries()).toEqual(added);
  });
});
