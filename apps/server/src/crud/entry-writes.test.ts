import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { badField } from '../http/envelope.js';
import { databaseKinds, startTestServer, type TestServer } from '../testing/test-server.js';
import { codedWrites } from './entry-writes.js';
import { codeExists } from './unique-code.js';

interface Input {
  name: string;
  enCode: string;
}

/** What the writes did, in order, so the test sees which step ran before which. */
const steps: string[] = [];

const find = async (db: Db, id: string) => {
  steps.push(`find ${id}`);
  const row = await db.selectFrom('permissionGroup').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw badField('id', 'permissionOrg.groupNotFound');
  return row;
};

const check = async (_db: Db, input: Input, selfId?: string) => {
  steps.push(`check ${input.enCode} ${selfId ?? '-'}`);
  if (!input.name) throw badField('fullName', 'validation.required');
};

const values = (input: Input) => ({
  fullName: input.name,
  enCode: input.enCode,
  category: '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
});

const groups = codedWrites({ table: 'permissionGroup', find, check, values });

const stored = (db: Db, id: string) =>
  db
    .selectFrom('permissionGroup')
    .select(['fullName', 'enCode', 'lastModifyTime'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe.each(databaseKinds)('checked writes of coded entries on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('checks a new entry, then stores it under a new id', async () => {
    steps.length = 0;
    const id = await groups.create(server.db, { name: '写组', enCode: 'cwNew' });
    expect(steps).toEqual(['check cwNew -']);
    expect(await stored(server.db, id)).toMatchObject({ fullName: '写组', enCode: 'cwNew' });
  });

  it('finds the entry, checks the change as its own, then writes it with the time of the change', async () => {
    const id = await groups.create(server.db, { name: '旧名', enCode: 'cwOld' });
    steps.length = 0;
    const before = new Date();
    await groups.update(server.db, id, { name: '新名', enCode: 'cwRenamed' });
    expect(steps).toEqual([`find ${id}`, `check cwRenamed ${id}`]);
    const row = await stored(server.db, id);
    expect(row).toMatchObject({ fullName: '新名', enCode: 'cwRenamed' });
    expect(row.lastModifyTime?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('writes nothing when the check or the finding fails, and a code taken is the 400 naming enCode', async () => {
    await expect(groups.create(server.db, { name: '', enCode: 'cwEmpty' })).rejects.toMatchObject({
      field: 'fullName',
    });
    const missing = await server.db
      .selectFrom('permissionGroup')
      .select('id')
      .where('enCode', '=', 'cwEmpty')
      .executeTakeFirst();
    expect(missing).toBeUndefined();
    steps.length = 0;
    await expect(groups.update(server.db, 'cwNoSuchId', { name: '无', enCode: 'cwGhost' })).rejects.toThrow(
      /^id: /,
    );
    expect(steps).toEqual(['find cwNoSuchId']);
    await groups.create(server.db, { name: '甲', enCode: 'cwTaken' });
    const { code, message } = codeExists('cwTaken');
    await expect(groups.create(server.db, { name: '乙', enCode: 'cwTaken' })).rejects.toMatchObject({
      code,
      message,
    });
  });
});
