import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  addStaffOnlyRole,
  form,
  grantEntry,
  releaseDesign,
  signInAll,
} from '../design-references/test-fixtures.js';

const NUMBER = '/api/system/BillRule/BillNumber';

describe.each(databaseKinds)('who may draw a bill number, on %s', (kind) => {
  let server: TestServer;
  let tokens: Awaited<ReturnType<typeof signInAll>>;
  const draw = (token: string, enCode: string) =>
    call<string>(server.app, 'GET', `${NUMBER}/${enCode}`, { token });
  const issued = async (enCode: string) =>
    (
      await server.db
        .selectFrom('billRule')
        .select('thisNumber')
        .where('enCode', '=', enCode)
        .executeTakeFirstOrThrow()
    ).thisNumber;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tokens = await signInAll(server);
    await addStaffOnlyRole(server);
    const fields = [
      { jnpfKey: 'input', vModel: 'title', label: '标题' },
      { jnpfKey: 'billRule', vModel: 'number', label: '合同编号', props: { rule: 'contract' } },
    ];
    const id = await releaseDesign(server, tokens.admin, 'contracts', form(fields));
    await grantEntry(server, `menu-visualdev-${id}`);
  });
  afterAll(() => server?.close());

  it('issues numbers of a rule to a user whose released form has a field of it', async () => {
    expect(await draw(tokens.staff, 'contract')).toEqual({ code: 200, msg: 'Success', data: 'HT-001000-A' });
  });

  it('refuses, without taking a number, a rule none of the user’s forms uses', async () => {
    const before = await issued('leaveRequest');
    expect(await draw(tokens.staff, 'leaveRequest')).toEqual({ code: 403, msg: 'Permission Denied' });
    expect(await draw(tokens.newuser, 'contract')).toEqual({ code: 403, msg: 'Permission Denied' });
    // Whether a rule exists is not told either.
    expect((await draw(tokens.staff, 'nope')).code).toBe(403);
    expect(await issued('leaveRequest')).toBe(before);
    expect(await issued('contract')).toBe(1);
  });

  it('issues any rule to an administrator and to whoever may manage the rules', async () => {
    expect((await draw(tokens.admin, 'leaveRequest')).code).toBe(200);
    await grantEntry(server, 'menu-system.billRule');
    expect((await draw(tokens.staff, 'leaveRequest')).code).toBe(200);
  });
});
