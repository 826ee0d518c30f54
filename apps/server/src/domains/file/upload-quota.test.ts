import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { makeStore } from './make-store.js';
import { type ChunkPlan, type ProbeAnswer, planChunks, sendMultipart } from './test-fixtures.js';

const CHUNK = 256 * 1024;
const SETTINGS = '/api/system/SysConfig';

describe.each(databaseKinds)('limits on unfinished uploads (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { file: { ...readConfig({}).file, chunkBytes: CHUNK } });
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  const settle = (body: Record<string, number>) => call(server.app, 'PUT', SETTINGS, { token: admin, body });
  const send = (token: string, plan: ChunkPlan, number: number) => {
    const { bytes, fields } = plan.chunk(number);
    return sendMultipart<ProbeAnswer>(server.app, '/api/file/chunk', token, fields, { name: 'a.txt', bytes });
  };
  const stored = async (token: string, plan: ChunkPlan) => {
    const query = new URLSearchParams(plan.chunk(1).fields);
    const answer = await call<ProbeAnswer>(server.app, 'GET', `/api/file/chunk?${query}`, { token });
    return answer.data?.chunkNumbers;
  };
  const fileOf = (chunks: number) => planChunks(randomBytes(chunks * CHUNK), CHUNK, 'a.txt');
  const sweepAll = () => makeStore(server.config).sweepChunks(new Date(Date.now() + 60_000));

  it('are system settings the 系统配置 screen shows, 10 uploads and 4096 MB by default', async () => {
    const read = await call<Record<string, unknown>>(server.app, 'GET', SETTINGS, { token: admin });
    expect(read.data).toMatchObject({ uploadOpenMax: 10, uploadPendingMaxMb: 4096 });
    const bad = await settle({ uploadOpenMax: 0 });
    expect(bad).toMatchObject({ code: 400, field: 'uploadOpenMax' });
  });

  it('refuse an upload past the number open, before storing anything; a merged upload frees its place', async () => {
    expect((await settle({ uploadOpenMax: 2, uploadPendingMaxMb: 100 })).code).toBe(200);
    const [first, second, third] = [fileOf(1), fileOf(1), fileOf(1)] as [ChunkPlan, ChunkPlan, ChunkPlan];
    const started = await send(staff, first, 1);
    expect(started.code, started.msg).toBe(200);
    expect((await send(staff, second, 1)).code).toBe(200);

    const refused = await send(staff, third, 1);
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('identifier: 已有2个未完成的上传，请先完成一个或等它过期，再开始新的上传');
    expect(await stored(staff, third)).toEqual([]);
    // Another user has places of their own.
    expect((await send(admin, third, 1)).code).toBe(200);

    const merged = await call(server.app, 'POST', '/api/file/merge', {
      token: staff,
      body: {
        identifier: first.identifier,
        fileName: 'a.txt',
        fileSize: CHUNK,
        extension: 'txt',
        type: 'annex',
      },
    });
    expect(merged.code, merged.msg).toBe(200);
    expect((await send(staff, third, 1)).code).toBe(200);
    await sweepAll();
  });

  it('refuse a chunk past the bytes held, before storing it; a resent chunk and a sweep still pass', async () => {
    expect((await settle({ uploadOpenMax: 10, uploadPendingMaxMb: 1 })).code).toBe(200);
    const big = fileOf(6);
    for (const number of [1, 2, 3, 4]) expect((await send(staff, big, number)).code).toBe(200);

    const refused = await send(staff, big, 5);
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('totalSize: 未完成的上传已占用1MB，每人最多1MB：请先完成已开始的上传');
    expect(await stored(staff, big)).toEqual([1, 2, 3, 4]);
    const other = await send(staff, fileOf(1), 1);
    expect(other.msg).toMatch(/^totalSize: /);
    // Resuming: a chunk already stored is answered as stored.
    expect((await send(staff, big, 4)).data).toEqual({ chunkNumbers: [1, 2, 3, 4], merge: false });

    await sweepAll();
    expect((await send(staff, big, 5)).code).toBe(200);
    await sweepAll();
  });

  it('hold against chunks sent at once', async () => {
    expect((await settle({ uploadOpenMax: 10, uploadPendingMaxMb: 1 })).code).toBe(200);
    const plans = Array.from({ length: 8 }, () => fileOf(1));
    const answers = await Promise.all(plans.map((plan) => send(staff, plan, 1)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.code === 400)).toHaveLength(4);
    await sweepAll();
  });
});
