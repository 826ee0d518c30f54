import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormSchema } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  createRecord,
  grantStaff,
  LEAVE_WITH_TAGS,
  leave,
  releaseLeaveModel,
} from '../online-dev/test-fixtures.js';
import { uploadKey } from './chunk-upload.js';
import { linkSecret, signedUrl } from './download-links.js';
import { md5Of, type ProbeAnswer, planChunks, type StoredFile, sendMultipart } from './test-fixtures.js';

const CHUNK = 1024;
const DENIED = { code: 403, msg: 'Permission Denied' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);

/** The leave form with an attachment field, as a designer would add one. */
const WITH_ATTACHMENTS: FormSchema = {
  ...LEAVE_WITH_TAGS,
  fields: [...LEAVE_WITH_TAGS.fields, { jnpfKey: 'uploadFile', vModel: 'attachments', label: '附件' }],
};

describe.each(databaseKinds)('file access (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  /** Uploads small content through probe, one chunk and merge; answers what merge answered. */
  async function upload(token: string, bytes: Buffer, fileName = 'report.txt', type = 'annex') {
    const plan = planChunks(bytes, CHUNK, fileName);
    const probe = await call<ProbeAnswer>(
      server.app,
      'GET',
      `/api/file/chunk?${new URLSearchParams(plan.chunk(1).fields)}`,
      {
        token,
      },
    );
    expect(probe.code, probe.msg).toBe(200);
    for (let number = 1; number <= plan.totalChunks; number++) {
      const { bytes: part, fields } = plan.chunk(number);
      await sendMultipart(server.app, '/api/file/chunk', token, fields, { name: fileName, bytes: part });
    }
    return sendMultipart<StoredFile>(server.app, '/api/file/merge', token, {
      identifier: plan.identifier,
      fileName,
      fileSize: String(bytes.length),
      extension: fileName.slice(fileName.lastIndexOf('.') + 1),
      type,
    });
  }
  const uploaded = async (token: string, bytes: Buffer, fileName?: string) => {
    const answer = await upload(token, bytes, fileName);
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as StoredFile;
  };
  const attach = (file: StoredFile) => [
    { name: 'report.txt', fileId: file.name, url: file.url, fileSize: file.fileSize, fileExtension: 'txt' },
  ];
  const linkOf = (token: string, type: string, name: string) =>
    call<{ name: string; url: string }>(server.app, 'GET', `/api/file/Download/${type}/${name}`, { token });
  const follow = (url: string) => server.app.inject({ method: 'GET', url });
  const uploadWhole = (token: string, type: string, name: string, bytes: Buffer) =>
    sendMultipart<StoredFile>(server.app, `/api/file/Uploader/${type}`, token, {}, { name, bytes });

  beforeAll(async () => {
    server = await startTestServer(kind, { file: { ...readConfig({}).file, chunkBytes: CHUNK } });
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('lets staff download a file only through a record they may read', async () => {
    const closed = await releaseLeaveModel(server, admin, 'filesClosed', {}, WITH_ATTACHMENTS);
    const open = await releaseLeaveModel(server, admin, 'filesOpen', {}, WITH_ATTACHMENTS);
    await grantStaff(server, open);
    const secret = await uploaded(admin, randomBytes(600));
    const shared = await uploaded(admin, randomBytes(700));
    expect((await createRecord(server, admin, closed, leave({ attachments: attach(secret) }))).code).toBe(
      200,
    );
    expect((await createRecord(server, admin, open, leave({ attachments: attach(shared) }))).code).toBe(200);

    expect(await linkOf(staff, 'annex', secret.name)).toEqual(DENIED);
    expect(
      await call(server.app, 'GET', `/api/file/Uploader/Preview?fileName=${secret.name}`, { token: staff }),
    ).toEqual(DENIED);
    const link = await linkOf(staff, 'annex', shared.name);
    expect(link.code, link.msg).toBe(200);
    expect((await follow(link.data?.url as string)).rawPayload.length).toBe(700);
    // The administrator reads both records.
    expect((await linkOf(admin, 'annex', secret.name)).code).toBe(200);
    // A file on no record is its uploader's alone.
    const own = await uploaded(staff, randomBytes(300));
    expect((await linkOf(staff, 'annex', own.name)).code).toBe(200);
    expect(await linkOf(admin, 'annex', own.name)).toEqual(DENIED);
    // Asking under another type does not find it.
    expect((await linkOf(staff, 'annexpic', own.name)).msg).toBe('文件不存在');
  });

  it('with form permissions, needs the attachment field granted', async () => {
    const model = await releaseLeaveModel(
      server,
      admin,
      'filesFields',
      { useFormPermission: true },
      WITH_ATTACHMENTS,
    );
    await grantStaff(server, model, { form: ['applicant'] });
    const file = await uploaded(admin, randomBytes(500));
    await createRecord(server, admin, model, leave({ attachments: attach(file) }));
    expect(await linkOf(staff, 'annex', file.name)).toEqual(DENIED);
    await grantStaff(server, model, { form: ['attachments'] });
    expect((await linkOf(staff, 'annex', file.name)).code).toBe(200);
  });

  it('refuses tampered, borrowed and expired links', async () => {
    const file = await uploaded(admin, randomBytes(400));
    const url = (await linkOf(admin, 'annex', file.name)).data?.url as string;
    expect((await follow(url)).statusCode).toBe(200);
    const link = new URL(url, 'http://x');
    const changed = (key: string, value: string) => {
      const copy = new URL(link);
      copy.searchParams.set(key, value);
      return `${copy.pathname}${copy.search}`;
    };
    const signature = link.searchParams.get('signature') as string;
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const tampered of [
      changed('signature', flipped),
      changed('userId', 'user-staff'),
      changed('expires', String(Date.now() + 3_600_000)),
      changed('inline', '1'),
      url.replace(file.name, (await uploaded(admin, randomBytes(401))).name),
    ]) {
      expect((await follow(tampered)).json(), tampered).toEqual({ code: 400, msg: '下载链接无效' });
    }
    const secret = await linkSecret(undefined, server.config.dataDir);
    const grant = { type: 'annex', name: file.name, userId: 'user-admin', inline: false };
    const expired = signedUrl(secret, { ...grant, expires: Date.now() - 1 });
    expect((await follow(expired)).json()).toEqual({ code: 400, msg: '下载链接已过期，请重新获取' });
    // The same grant still running is accepted, so the refusal above is the expiry's.
    expect((await follow(signedUrl(secret, { ...grant, expires: Date.now() + 60_000 }))).statusCode).toBe(
      200,
    );
  });

  it('sniffs pictures: the bytes must be what the extension says', async () => {
    const picture = await uploadWhole(admin, 'annexpic', '照片.png', PNG);
    expect(picture.code, picture.msg).toBe(200);
    expect(picture.data?.url).toBe(`/api/file/Image/annexpic/${picture.data?.name}`);
    // Shown by an <img>, without the token.
    const shown = await follow(picture.data?.url as string);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(md5Of(shown.rawPayload)).toBe(md5Of(PNG));

    expect(await uploadWhole(admin, 'annexpic', 'fake.png', JPEG)).toEqual({
      code: 400,
      msg: '文件扩展名: 文件内容不是 png 图片',
      field: 'extension',
    });
    expect(
      (await uploadWhole(admin, 'annexpic', 'page.jpg', Buffer.from('<html><script>alert(1)</script>'))).msg,
    ).toBe('文件扩展名: 文件内容不是 jpg 图片');
    expect((await uploadWhole(admin, 'annexpic', 'page.html', Buffer.from('<html>'))).msg).toMatch(
      /^文件扩展名: /,
    );
    expect(
      (await upload(admin, Buffer.from('<svg onload=alert(1)>'.padEnd(300)), 'x.gif', 'annexpic')).msg,
    ).toBe('文件扩展名: 文件内容不是 gif 图片');
    // A chunked picture is sniffed as well, and a real one is shown.
    const chunked = await upload(admin, JPEG, 'scan.jpeg', 'annex');
    expect(chunked.code, chunked.msg).toBe(200);
    expect((await follow(chunked.data?.url as string)).headers['content-type']).toBe('image/jpeg');
    // Text is never served as a picture.
    const text = await uploaded(admin, randomBytes(200));
    expect((await follow(text.url)).json().code).toBe(400);
  });

  it('previews pictures, PDF and text inline through a signed link, and nothing else', async () => {
    const picture = (await uploadWhole(staff, 'annexpic', 'a.png', PNG)).data as StoredFile;
    const preview = await call<string>(
      server.app,
      'GET',
      `/api/file/Uploader/Preview?fileName=${picture.name}&fileVersionId=${picture.fileVersionId}`,
      { token: staff },
    );
    expect(preview.code, preview.msg).toBe(200);
    const shown = await follow(preview.data as string);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    const archive = await uploaded(staff, randomBytes(300), 'bundle.zip');
    expect(
      (await call(server.app, 'GET', `/api/file/Uploader/Preview?fileName=${archive.name}`, { token: staff }))
        .msg,
    ).toMatch(/^fileName: /);
    expect(
      (
        await call(
          server.app,
          'GET',
          `/api/file/Uploader/Preview?fileName=${picture.name}&fileVersionId=other`,
          { token: staff },
        )
      ).msg,
    ).toBe('文件不存在');
  });

  it('lets anyone signed in download an avatar', async () => {
    const avatar = await uploadWhole(staff, 'userAvatar', 'me.jpg', JPEG);
    expect(avatar.code, avatar.msg).toBe(200);
    expect(avatar.data?.url).toBe(`/api/file/Image/userAvatar/${avatar.data?.name}`);
    expect((await linkOf(admin, 'userAvatar', avatar.data?.name as string)).code).toBe(200);
    expect((await follow(avatar.data?.url as string)).headers['content-type']).toBe('image/jpeg');
  });

  it('needs a session for everything but pictures and signed links', async () => {
    const file = await uploaded(admin, randomBytes(100));
    for (const url of [
      `/api/file/Download/annex/${file.name}`,
      `/api/file/Uploader/Preview?fileName=${file.name}`,
      `/api/file/chunk?identifier=${md5Of(Buffer.from('x'))}`,
    ])
      expect((await call(server.app, 'GET', url)).code, url).toBe(600);
    expect((await call(server.app, 'POST', '/api/file/merge', { form: {} })).code).toBe(600);
    expect(
      (await sendMultipart(server.app, '/api/file/Uploader/annexpic', '', {}, { name: 'a.png', bytes: PNG }))
        .code,
    ).toBe(600);
  });
});

describe('abandoned chunks', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      file: { ...readConfig({}).file, chunkBytes: CHUNK, chunkTtlMs: 300, sweepIntervalMs: 100 },
    });
  });
  afterAll(() => server?.close());

  it('are removed by the timer once untouched for the configured time', async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    const plan = planChunks(randomBytes(3 * CHUNK), CHUNK, 'left.txt');
    const { bytes, fields } = plan.chunk(1);
    const query = `/api/file/chunk?${new URLSearchParams(fields)}`;
    expect(
      (await sendMultipart(server.app, '/api/file/chunk', token, fields, { name: 'left.txt', bytes })).data,
    ).toEqual({ chunkNumbers: [1], merge: false });
    const userId = (
      await server.db
        .selectFrom('users')
        .select('id')
        .where('account', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const key = uploadKey(userId, plan.identifier);
    const folder = join(server.config.dataDir, 'files', 'chunks', key.owner, key.identifier);
    expect((await stat(folder)).isDirectory()).toBe(true);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await stat(folder).catch(() => undefined)))
      await new Promise((r) => setTimeout(r, 50));
    expect(await stat(folder).catch(() => undefined)).toBeUndefined();
    expect((await call<ProbeAnswer>(server.app, 'GET', query, { token })).data).toEqual({
      chunkNumbers: [],
      merge: false,
    });
  });
});
