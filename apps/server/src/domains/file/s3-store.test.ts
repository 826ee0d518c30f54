import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { createServer, type RunningServer } from '../../server.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import type { S3Settings } from './file-config.js';
import { S3Store } from './s3-store.js';
import { md5Of, type ProbeAnswer, planChunks, type StoredFile, sendMultipart } from './test-fixtures.js';

const MD5_MISMATCH = 'identifier: 文件校验失败（MD5 不一致），请重新上传';

// s3rver is a real S3-compatible HTTP server (its own wire format, signatures and XML answers),
// run in this process with its objects in a temporary folder: the store is tested over the wire,
// as it talks to MinIO or AWS, without a service the machine may not have.
const CHUNK = 1024;
let s3: S3rver;
let s3Folder: string;
let s3Settings: S3Settings;

beforeAll(async () => {
  s3Folder = await mkdtemp(join(tmpdir(), 'formwork-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3Folder,
    silent: true,
    configureBuckets: [{ name: 'formwork-files', configs: [] }],
  });
  const { port } = await s3.run();
  s3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'formwork-files',
    // s3rver's fixed test credentials; it checks the signature made with them.
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3?.close();
  await rm(s3Folder, { recursive: true, force: true });
});

const uploadKey = () => ({ owner: 'a'.repeat(32), identifier: randomBytes(16).toString('hex') });

describe('S3Store over the S3 protocol', () => {
  it('stores chunks once, joins them into content with exactly the bytes sent, and removes the chunks', async () => {
    const store = new S3Store(s3Settings);
    const upload = uploadKey();
    const first = randomBytes(3000);
    const second = randomBytes(1000);
    expect(await store.putChunk(upload, 1, Readable.from([first]), first.length)).toBe('stored');
    expect(await store.putChunk(upload, 2, Readable.from([second]), second.length)).toBe('stored');
    expect(await store.putChunk(upload, 2, Readable.from([randomBytes(1000)]), 1000)).toBe('present');
    expect((await store.chunkNumbers(upload)).sort()).toEqual([1, 2]);
    expect(await store.listChunks(upload)).toEqual(
      new Map([
        [1, 3000],
        [2, 1000],
      ]),
    );
    expect(await store.readChunkHead(upload, 1, 16)).toEqual(first.subarray(0, 16));

    const whole = Buffer.concat([first, second]);
    const md5 = md5Of(whole);
    await store.commitChunks(upload, md5, 2);
    expect(await store.hasContent(md5)).toBe(true);
    expect(await store.chunkNumbers(upload)).toEqual([]);
    const content = await store.readContent(md5);
    if (!content) throw new Error('the joined content is missing');
    const parts: Buffer[] = [];
    for await (const part of content.stream as AsyncIterable<Buffer>) parts.push(part);
    // With the SDK's default trailing checksums a store that does not speak aws-chunked keeps the
    // framing inside the object: the size and the bytes would both be wrong.
    expect(content.size).toBe(4000);
    expect(Buffer.concat(parts).equals(whole)).toBe(true);
  });

  it('refuses a chunk whose body is not the announced size, storing nothing', async () => {
    const store = new S3Store(s3Settings);
    const upload = uploadKey();
    await expect(store.putChunk(upload, 1, Readable.from([randomBytes(10)]), 12)).rejects.toThrow(
      'received 10 bytes',
    );
    expect(await store.chunkNumbers(upload)).toEqual([]);
  });

  it("lists one owner's unfinished uploads with their chunks' sizes, and none of another owner's", async () => {
    const store = new S3Store(s3Settings);
    const owner = randomBytes(16).toString('hex');
    const [first, second] = [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')];
    await store.putChunk({ owner, identifier: first }, 1, Readable.from([randomBytes(30)]), 30);
    await store.putChunk({ owner, identifier: first }, 2, Readable.from([randomBytes(20)]), 20);
    await store.putChunk({ owner, identifier: second }, 1, Readable.from([randomBytes(5)]), 5);
    await store.putChunk(uploadKey(), 1, Readable.from([randomBytes(7)]), 7);
    expect(await store.openUploads(owner)).toEqual(
      new Map([
        [
          first,
          new Map([
            [1, 30],
            [2, 20],
          ]),
        ],
        [second, new Map([[1, 5]])],
      ]),
    );
    await store.removeChunks({ owner, identifier: first });
    expect([...(await store.openUploads(owner)).keys()]).toEqual([second]);
  });

  it('sweeps the chunks of abandoned uploads and leaves stored content alone', async () => {
    const store = new S3Store(s3Settings);
    const abandoned = uploadKey();
    await store.putChunk(abandoned, 1, Readable.from([Buffer.from('left behind')]), 11);
    const kept = Buffer.from('kept content');
    await store.putContent(md5Of(kept), kept);
    expect(await store.sweepChunks(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await store.chunkNumbers(abandoned)).toEqual([]);
    expect(await store.hasContent(md5Of(kept))).toBe(true);
  });
});

describe.each(databaseKinds)('uploads kept in an S3-compatible bucket (%s)', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      file: { ...readConfig({}).file, chunkBytes: CHUNK, s3: s3Settings },
    });
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  const upload = async (bytes: Buffer, fileName: string) => {
    const plan = planChunks(bytes, CHUNK, fileName);
    for (let number = 1; number <= plan.totalChunks; number++) {
      const { bytes: part, fields } = plan.chunk(number);
      const sent = await sendMultipart<ProbeAnswer>(server.app, '/api/file/chunk', admin, fields, {
        name: fileName,
        bytes: part,
      });
      expect(sent.code, sent.msg).toBe(200);
    }
    return plan;
  };
  const merge = (identifier: string, size: number) =>
    sendMultipart<StoredFile>(server.app, '/api/file/merge', admin, {
      identifier,
      fileName: '季度报告.txt',
      fileSize: String(size),
      extension: 'txt',
      type: 'annex',
    });

  it('merges chunks into the bucket and downloads the same bytes; nothing of the file is on local disk', async () => {
    const bytes = randomBytes(3 * CHUNK + 200);
    const plan = await upload(bytes, 'report.txt');
    const merged = await merge(plan.identifier, bytes.length);
    expect(merged.code, merged.msg).toBe(200);

    const link = await call<{ url: string }>(
      server.app,
      'GET',
      `/api/file/Download/annex/${merged.data?.name}`,
      { token: admin },
    );
    const response = await server.app.inject({ method: 'GET', url: link.data?.url as string });
    expect(response.statusCode).toBe(200);
    expect(md5Of(response.rawPayload)).toBe(plan.identifier);
    const local = await readdir(server.config.dataDir);
    expect(local).not.toContain('content');
    expect(local).not.toContain('chunks');

    // The same content again finishes at the probe: the bucket has it.
    const probe = await call<ProbeAnswer>(
      server.app,
      'GET',
      `/api/file/chunk?${new URLSearchParams(plan.chunk(1).fields)}`,
      { token: admin },
    );
    expect(probe.data).toEqual({ chunkNumbers: [], merge: true, uploaded: true });
  });

  it('refuses a merge whose bytes do not have the announced md5 and removes its chunks', async () => {
    const bytes = randomBytes(2 * CHUNK);
    const claimed = md5Of(randomBytes(16));
    const plan = planChunks(bytes, CHUNK, 'report.txt', claimed);
    for (let number = 1; number <= plan.totalChunks; number++) {
      const { bytes: part, fields } = plan.chunk(number);
      await sendMultipart(server.app, '/api/file/chunk', admin, fields, { name: 'report.txt', bytes: part });
    }
    const merged = await merge(claimed, bytes.length);
    expect(merged).toMatchObject({ code: 400, msg: MD5_MISMATCH });
    const probe = await call<ProbeAnswer>(
      server.app,
      'GET',
      `/api/file/chunk?${new URLSearchParams(plan.chunk(1).fields)}`,
      { token: admin },
    );
    expect(probe.data).toEqual({ chunkNumbers: [], merge: false });
  });
});

// Several instances behind a load balancer share one database and one bucket: an upload may send
// its chunks to any of them, and a download link made by one is followed on another.
describe.skipIf(!databaseKinds.includes('postgres'))('two server instances sharing a bucket', () => {
  let first: TestServer;
  let second: RunningServer;
  let secondDataDir: string;

  beforeAll(async () => {
    first = await startTestServer('postgres', {
      file: { ...readConfig({}).file, chunkBytes: CHUNK, s3: s3Settings, linkSecret: 'shared-test-secret' },
    });
    secondDataDir = await mkdtemp(join(tmpdir(), 'formwork-test-'));
    second = await createServer({ ...first.config, dataDir: secondDataDir }, { logger: false });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await rm(secondDataDir, { recursive: true, force: true });
  });

  it('takes chunks on either instance, merges on one and serves the download on the other', async () => {
    const token = await signIn(first.app, 'admin', 'admin123');
    const bytes = randomBytes(4 * CHUNK + 17);
    const plan = planChunks(bytes, CHUNK, 'shared.txt');
    for (let number = 1; number <= plan.totalChunks; number++) {
      const app = number % 2 === 1 ? first.app : second.app;
      const { bytes: part, fields } = plan.chunk(number);
      const sent = await sendMultipart<ProbeAnswer>(app, '/api/file/chunk', token, fields, {
        name: 'shared.txt',
        bytes: part,
      });
      expect(sent.code, sent.msg).toBe(200);
      expect(sent.data?.chunkNumbers).toHaveLength(number);
    }
    const merged = await sendMultipart<StoredFile>(second.app, '/api/file/merge', token, {
      identifier: plan.identifier,
      fileName: 'shared.txt',
      fileSize: String(bytes.length),
      extension: 'txt',
      type: 'annex',
    });
    expect(merged.code, merged.msg).toBe(200);

    const link = await call<{ url: string }>(
      second.app,
      'GET',
      `/api/file/Download/annex/${merged.data?.name}`,
      { token },
    );
    const response = await first.app.inject({ method: 'GET', url: link.data?.url as string });
    expect(response.statusCode).toBe(200);
    expect(md5Of(response.rawPayload)).toBe(plan.identifier);
  });
});
