import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  type ChunkPlan,
  md5Of,
  type ProbeAnswer,
  planChunks,
  type StoredFile,
  sendMultipart,
} from './test-fixtures.js';

const MD5_MISMATCH = 'identifier: 文件校验失败（MD5 不一致），请重新上传';

const CHUNK = 1024;
const fileSettings = { ...readConfig({}).file, chunkBytes: CHUNK };

describe.each(databaseKinds)('chunked upload (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  const probe = (token: string, fields: Record<string, string>) =>
    call<ProbeAnswer>(server.app, 'GET', `/api/file/chunk?${new URLSearchParams(fields)}`, { token });
  const sendChunk = (token: string, plan: ChunkPlan, number: number, name = 'notes.txt') => {
    const { bytes, fields } = plan.chunk(number);
    return sendMultipart<ProbeAnswer>(server.app, '/api/file/chunk', token, fields, { name, bytes });
  };
  const mergeForm = (plan: ChunkPlan, size: number, overrides: Record<string, string> = {}) => ({
    identifier: plan.identifier,
    fileName: '会议记录.txt',
    fileSize: String(size),
    fileType: 'text/plain',
    extension: 'txt',
    type: 'annex',
    ...overrides,
  });
  const mergeMultipart = (token: string, form: Record<string, string>) =>
    sendMultipart<StoredFile>(server.app, '/api/file/merge', token, form);
  const downloadBytes = async (token: string, type: string, name: string) => {
    const link = await call<{ url: string; name: string }>(
      server.app,
      'GET',
      `/api/file/Download/${type}/${name}`,
      {
        token,
      },
    );
    expect(link.code, link.msg).toBe(200);
    const response = await server.app.inject({ method: 'GET', url: link.data?.url as string });
    return { link: link.data, response, bytes: response.rawPayload };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { file: fileSettings });
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('probes, stores chunks (a repeated chunk changes nothing), merges, and downloads the same bytes', async () => {
    const bytes = randomBytes(2 * CHUNK + 452);
    const plan = planChunks(bytes, CHUNK, 'notes.txt');
    expect(plan.totalChunks).toBe(2);
    const fields = plan.chunk(1).fields;

    expect(await probe(admin, fields)).toEqual({
      code: 200,
      msg: 'Success',
      data: { chunkNumbers: [], merge: false },
    });
    expect((await sendChunk(admin, plan, 1)).data).toEqual({ chunkNumbers: [1], merge: false });
    expect((await probe(admin, fields)).data).toEqual({ chunkNumbers: [1], merge: false });

    // The same chunk again, even with other bytes of the same length, keeps the stored one.
    const again = await sendMultipart<ProbeAnswer>(server.app, '/api/file/chunk', admin, fields, {
      name: 'notes.txt',
      bytes: randomBytes(CHUNK),
    });
    expect(again.data).toEqual({ chunkNumbers: [1], merge: false });

    expect((await sendChunk(admin, plan, 2)).data).toEqual({ chunkNumbers: [1, 2], merge: true });
    const merged = await mergeMultipart(admin, mergeForm(plan, bytes.length));
    expect(merged.code, merged.msg).toBe(200);
    expect(merged.data).toEqual({
      name: expect.stringMatching(/^[A-Za-z0-9_-]{22}\.txt$/),
      url: `/api/file/Image/annex/${merged.data?.name}`,
      fileSize: bytes.length,
      fileExtension: 'txt',
      fileVersionId: expect.any(String),
    });

    const {
      link,
      response,
      bytes: downloaded,
    } = await downloadBytes(admin, 'annex', merged.data?.name as string);
    expect(link?.name).toBe('会议记录.txt');
    expect(link?.url).toMatch(/^\/api\/file\/Signed\/annex\//);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="____.txt"; filename*=UTF-8''${encodeURIComponent('会议记录.txt')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(md5Of(downloaded)).toBe(plan.identifier);
    // The chunks became the stored file: nothing is left to clean up.
    expect((await probe(admin, fields)).data).toEqual({ chunkNumbers: [], merge: true, uploaded: true });
  });

  it('accepts the merge as a urlencoded form too, and chunks sent out of order', async () => {
    const bytes = randomBytes(3 * CHUNK);
    const plan = planChunks(bytes, CHUNK, 'b.txt');
    for (const number of [3, 1, 2]) expect((await sendChunk(admin, plan, number)).code).toBe(200);
    const merged = await call<StoredFile>(server.app, 'POST', '/api/file/merge', {
      token: admin,
      form: mergeForm(plan, bytes.length),
    });
    expect(merged.code, merged.msg).toBe(200);
    expect(md5Of((await downloadBytes(admin, 'annex', merged.data?.name as string)).bytes)).toBe(
      plan.identifier,
    );
  });

  it('refuses a merge whose bytes do not hash to the identifier, and drops its chunks', async () => {
    const bytes = randomBytes(2 * CHUNK);
    const plan = planChunks(bytes, CHUNK, 'c.txt', md5Of(Buffer.from('something else')));
    await sendChunk(admin, plan, 1);
    await sendChunk(admin, plan, 2);
    expect(await mergeMultipart(admin, mergeForm(plan, bytes.length))).toEqual({
      code: 400,
      msg: MD5_MISMATCH,
    });
    expect((await probe(admin, plan.chunk(1).fields)).data).toEqual({ chunkNumbers: [], merge: false });
  });

  it('refuses a merge of missing chunks or of another size, naming the field', async () => {
    const bytes = randomBytes(3 * CHUNK);
    const plan = planChunks(bytes, CHUNK, 'd.txt');
    expect((await mergeMultipart(admin, mergeForm(plan, bytes.length))).msg).toMatch(/^identifier: /);
    await sendChunk(admin, plan, 1);
    await sendChunk(admin, plan, 3);
    expect((await mergeMultipart(admin, mergeForm(plan, bytes.length))).msg).toMatch(/^fileSize: /);
  });

  it('refuses a chunk whose bytes are not as long as it says', async () => {
    const plan = planChunks(randomBytes(2 * CHUNK), CHUNK, 'e.txt');
    const { fields } = plan.chunk(1);
    const short = await sendMultipart(server.app, '/api/file/chunk', admin, fields, {
      name: 'e.txt',
      bytes: randomBytes(CHUNK - 1),
    });
    expect(short.code).toBe(400);
    expect(short.msg).toMatch(/^file: /);
    expect((await probe(admin, fields)).data?.chunkNumbers).toEqual([]);
  });

  it('answers uploaded to someone who stored the file before (instant upload); the new record shares the content', async () => {
    const bytes = randomBytes(2 * CHUNK);
    const plan = planChunks(bytes, CHUNK, 'f.txt');
    await sendChunk(admin, plan, 1);
    await sendChunk(admin, plan, 2);
    const first = await mergeMultipart(admin, mergeForm(plan, bytes.length));
    expect(first.code).toBe(200);

    expect((await probe(admin, plan.chunk(1).fields)).data).toEqual({
      chunkNumbers: [],
      merge: true,
      uploaded: true,
    });
    const second = await mergeMultipart(admin, mergeForm(plan, bytes.length, { fileName: '副本.txt' }));
    expect(second.code, second.msg).toBe(200);
    expect(second.data?.name).not.toBe(first.data?.name);
    const copy = await downloadBytes(admin, 'annex', second.data?.name as string);
    expect(copy.link?.name).toBe('副本.txt');
    expect(md5Of(copy.bytes)).toBe(plan.identifier);
  });

  it('makes anyone else send the bytes of content already stored, keeping one stored copy', async () => {
    const bytes = randomBytes(2 * CHUNK);
    const plan = planChunks(bytes, CHUNK, 'h.txt');
    await sendChunk(admin, plan, 1);
    await sendChunk(admin, plan, 2);
    const first = await mergeMultipart(admin, mergeForm(plan, bytes.length));
    expect(first.code).toBe(200);

    // Knowing the md5 and the size is not holding the file: no instant upload, no merge without bytes.
    expect((await probe(staff, plan.chunk(1).fields)).data).toEqual({ chunkNumbers: [], merge: false });
    const claimed = await mergeMultipart(staff, mergeForm(plan, bytes.length));
    expect(claimed).toMatchObject({ code: 400, msg: 'identifier: 没有已上传的分片，请重新上传' });

    // Bytes that are not that content do not pass for it either.
    const forged = planChunks(randomBytes(2 * CHUNK), CHUNK, 'h.txt', plan.identifier);
    await sendChunk(staff, forged, 1);
    await sendChunk(staff, forged, 2);
    expect(await mergeMultipart(staff, mergeForm(plan, bytes.length))).toMatchObject({
      code: 400,
      msg: MD5_MISMATCH,
    });

    // The real bytes: a record of staff's own, over the one stored copy.
    await sendChunk(staff, plan, 1);
    await sendChunk(staff, plan, 2);
    const second = await mergeMultipart(staff, mergeForm(plan, bytes.length, { fileName: '副本.txt' }));
    expect(second.code, second.msg).toBe(200);
    const copy = await downloadBytes(staff, 'annex', second.data?.name as string);
    expect(md5Of(copy.bytes)).toBe(plan.identifier);
    const stored = await readdir(
      join(server.config.dataDir, 'files', 'content', plan.identifier.slice(0, 2)),
    );
    expect(stored.filter((name) => name === plan.identifier)).toHaveLength(1);
  });

  it('refuses traversal and odd names with 400 naming the field', async () => {
    const plan = planChunks(randomBytes(CHUNK), CHUNK, 'g.txt');
    const fields = plan.chunk(1).fields;
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ extension: '../txt' }, /^文件扩展名: 不能包含 "\.\."/],
      [{ extension: 'exe' }, /^文件扩展名: 此处不接受 exe 文件/],
      [{ extension: 'svg' }, /^文件扩展名: /],
      [{ identifier: '../../../../etc/passwd' }, /^querystring\.identifier: /],
      [{ identifier: 'g'.repeat(32) }, /^querystring\.identifier: /],
      [{ filename: '..\\secret.txt' }, /^filename: 不能包含 "\.\."/],
      [{ filename: 'a/b.txt' }, /^filename: 不能包含路径分隔符/],
      [{ fileName: 'a\u0000b.txt' }, /^fileName: 不能包含 NUL 字符/],
      [{ chunkSize: String(CHUNK * 2) }, /^chunkSize: /],
      [{ totalChunks: '9' }, /^totalChunks: /],
    ];
    for (const [change, message] of cases) {
      const answer = await probe(admin, { ...fields, ...change });
      expect(answer.code, JSON.stringify(change)).toBe(400);
      expect(answer.msg, JSON.stringify(change)).toMatch(message);
      const posted = await sendMultipart(
        server.app,
        '/api/file/chunk',
        admin,
        { ...fields, ...change },
        {
          name: 'g.txt',
          bytes: plan.chunk(1).bytes,
        },
      );
      expect(posted.code, JSON.stringify(change)).toBe(400);
      expect(posted.msg.replace(/^querystring\./, '')).toMatch(
        new RegExp(message.source.replace('^querystring\\.', '^')),
      );
    }
    const merges: Array<[Record<string, string>, RegExp]> = [
      [{ type: '../annex' }, /^类型: 不能包含/],
      [{ type: 'export' }, /^类型: 只能是 annex, annexpic, userAvatar/],
      [{ type: 'annexpic', extension: 'pdf' }, /^文件扩展名: 此处不接受 pdf 文件/],
      [{ fileName: '../../x.txt' }, /^fileName: /],
      [{ identifier: 'not-hex' }, /^identifier: /],
    ];
    for (const [change, message] of merges) {
      const answer = await mergeMultipart(admin, mergeForm(plan, CHUNK, change));
      expect(answer.code, JSON.stringify(change)).toBe(400);
      expect(answer.msg, JSON.stringify(change)).toMatch(message);
    }
    for (const url of [
      '/api/file/Image/annex/..%2F..%2Fpglite',
      '/api/file/Image/annex/%00.png',
      '/api/file/Download/annex/..%2F..%2Fpglite',
      '/api/file/Download/..%2Fannex/x.txt',
      '/api/file/Uploader/Preview?fileName=..%2Fx',
    ]) {
      const answer = await call(server.app, 'GET', url, { token: admin });
      expect(answer.code, url).toBe(400);
      expect(answer.msg, url).toMatch(/^(params\.)?(name|type|fileName|querystring\.fileName): /);
    }
    const dots = await sendMultipart(
      server.app,
      '/api/file/Uploader/annexpic',
      admin,
      {},
      {
        name: 'photo..png',
        bytes: Buffer.from('x'),
      },
    );
    expect(dots).toEqual({ code: 400, msg: 'fileName: 不能包含 ".."' });
  });

  it('answers 400, never 500, to a chunk sent as JSON or without its file', async () => {
    const answer = await call(server.app, 'POST', '/api/file/chunk', {
      token: admin,
      body: { chunkNumber: 1 },
    });
    expect(answer.code).toBe(400);
    expect(answer.msg).toMatch(/^file: /);
    const noFile = await sendMultipart(
      server.app,
      '/api/file/chunk',
      admin,
      planChunks(randomBytes(CHUNK), CHUNK, 'h.txt').chunk(1).fields,
    );
    expect(noFile.code).toBe(400);
    expect(noFile.msg).toMatch(/^file: /);
  });

  it('answers 400 naming the file to a form without its boundary, cut off mid-file, or of too many parts', async () => {
    const send = async (url: string, contentType: string, payload: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers: { authorization: admin, 'content-type': contentType },
        payload,
      });
      return { status: response.statusCode, ...(response.json() as { code: number; msg: string }) };
    };
    const part = (name: string, file?: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n\r\n`;
    const broken = '上传内容不完整或格式有误，请重新上传';
    expect(await send('/api/file/Uploader/annex', 'multipart/form-data', 'x')).toEqual({
      status: 200,
      code: 400,
      msg: `file: ${broken}`,
    });
    expect(
      await send(
        '/api/file/Uploader/annex',
        'multipart/form-data; boundary=b',
        `${part('file', 'a.txt')}hello`,
      ),
    ).toEqual({ status: 200, code: 400, msg: `file: ${broken}` });
    const cutChunk = `${Object.entries(planChunks(randomBytes(CHUNK), CHUNK, 'c.txt').chunk(1).fields)
      .map(([name, value]) => `${part(name)}${value}\r\n`)
      .join('')}${part('file', 'c.txt')}partial`;
    expect(await send('/api/file/chunk', 'multipart/form-data; boundary=b', cutChunk)).toEqual({
      status: 200,
      code: 400,
      msg: `file: ${broken}`,
    });
    const manyFields = `${`${part('f')}v\r\n`.repeat(100)}--b--\r\n`;
    expect(await send('/api/file/Uploader/annex', 'multipart/form-data; boundary=b', manyFields)).toEqual({
      status: 200,
      code: 400,
      msg: 'body: 包含的字段或文件过多',
    });
  });
});
