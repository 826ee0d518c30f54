import { randomBytes } from 'node:crypto';
import type { FormSchema } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { DEFAULT_SITE_EXTENSIONS } from '../../uploads/extensions.js';
import { createRecord, LEAVE_WITH_TAGS, leave, releaseLeaveModel } from '../online-dev/test-fixtures.js';
import { planChunks, type StoredFile, sendMultipart } from './test-fixtures.js';

const CHUNK = 1024;
const CONFIG = '/api/system/SysConfig';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);

/** The leave form with a field that takes pictures only and one that takes any file. */
const WITH_UPLOADS: FormSchema = {
  ...LEAVE_WITH_TAGS,
  fields: [
    ...LEAVE_WITH_TAGS.fields,
    { jnpfKey: 'uploadFile', vModel: 'photos', label: '照片', props: { accept: 'image/*' } },
    { jnpfKey: 'uploadFile', vModel: 'papers', label: '材料', props: { accept: '.pdf,.docx' } },
    { jnpfKey: 'uploadImg', vModel: 'pictures', label: '图片' },
  ],
};

describe.each(databaseKinds)('allowed upload extensions (%s)', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { file: { ...readConfig({}).file, chunkBytes: CHUNK } });
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  /** Probe, one chunk and merge, as the file widget sends them; answers the merge. */
  async function upload(fileName: string, bytes = randomBytes(600)) {
    const plan = planChunks(bytes, CHUNK, fileName);
    await call(server.app, 'GET', `/api/file/chunk?${new URLSearchParams(plan.chunk(1).fields)}`, {
      token: admin,
    });
    const { bytes: part, fields } = plan.chunk(1);
    await sendMultipart(server.app, '/api/file/chunk', admin, fields, { name: fileName, bytes: part });
    return sendMultipart<StoredFile>(server.app, '/api/file/merge', admin, {
      identifier: plan.identifier,
      fileName,
      fileSize: String(bytes.length),
      extension: fileName.slice(fileName.lastIndexOf('.') + 1),
      type: 'annex',
    });
  }
  const setAllowed = (allowedExtensions: string, language = 'zh-CN') =>
    call(server.app, 'PUT', CONFIG, {
      token: admin,
      body: { allowedExtensions },
      headers: { 'accept-language': language },
    });

  it('are a setting of 系统配置, by default every attachment the server keeps', async () => {
    const read = await call<{ allowedExtensions: string }>(server.app, 'GET', CONFIG, { token: admin });
    expect(read.data?.allowedExtensions).toBe(DEFAULT_SITE_EXTENSIONS);
    expect(read.data?.allowedExtensions.split(',')).toEqual(expect.arrayContaining(['pdf', 'docx', 'png']));
    expect((await upload('report.pdf')).code).toBe(200);
  });

  it('are enforced on upload: a narrowed list refuses a .pdf naming it, and a picture still goes', async () => {
    expect((await setAllowed('png, .JPG')).code).toBe(200);
    const read = await call<{ allowedExtensions: string }>(server.app, 'GET', CONFIG, { token: admin });
    expect(read.data?.allowedExtensions).toBe('png,jpg');
    expect(await upload('report.pdf')).toMatchObject({ code: 400, msg: '文件扩展名: 此处不接受 pdf 文件' });
    const whole = await sendMultipart(
      server.app,
      '/api/file/Uploader/annex',
      admin,
      {},
      {
        name: 'notes.txt',
        bytes: randomBytes(100),
      },
    );
    expect(whole).toMatchObject({ code: 400, msg: '文件扩展名: 此处不接受 txt 文件' });
    const picture = await sendMultipart(
      server.app,
      '/api/file/Uploader/annexpic',
      admin,
      {},
      {
        name: 'a.png',
        bytes: PNG,
      },
    );
    expect(picture.code, picture.msg).toBe(200);
    expect((await setAllowed(DEFAULT_SITE_EXTENSIONS)).code).toBe(200);
    expect((await upload('report.pdf')).code).toBe(200);
  });

  it('can only narrow the safe list: markup is refused by name', async () => {
    expect(await setAllowed('pdf,html')).toEqual({
      code: 400,
      msg: '允许上传的文件类型: html 文件可能在浏览器中运行，不能允许上传',
      field: 'allowedExtensions',
    });
    expect(await setAllowed('svg', 'en')).toEqual({
      code: 400,
      msg: 'Allowed file types: svg files could run in the browser and cannot be allowed',
      field: 'allowedExtensions',
    });
  });

  it('honours each field’s accept when a record is saved: a pictures-only field refuses a .pdf', async () => {
    const model = await releaseLeaveModel(server, admin, 'acceptFields', {}, WITH_UPLOADS);
    const pdf = (await upload('scan.pdf')).data as StoredFile;
    const png = (
      await sendMultipart<StoredFile>(
        server.app,
        '/api/file/Uploader/annexpic',
        admin,
        {},
        {
          name: 'b.png',
          bytes: PNG,
        },
      )
    ).data as StoredFile;
    const file = (stored: StoredFile, name: string) => [{ name, fileId: stored.name, url: stored.url }];

    const refused = await createRecord(server, admin, model, leave({ photos: file(pdf, 'scan.pdf') }));
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe('照片: 此处不接受 pdf 文件');
    const picture = await createRecord(server, admin, model, leave({ pictures: file(pdf, 'scan.pdf') }));
    expect(picture.msg).toBe('图片: 此处不接受 pdf 文件');
    const papers = await createRecord(server, admin, model, leave({ papers: file(png, 'b.png') }));
    expect(papers.msg).toBe('材料: 此处不接受 png 文件');

    const fine = await createRecord(
      server,
      admin,
      model,
      leave({ photos: file(png, 'b.png'), papers: file(pdf, 'scan.pdf'), pictures: file(png, 'b.png') }),
    );
    expect(fine.code, fine.msg).toBe(200);
  });
});
