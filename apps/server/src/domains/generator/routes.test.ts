import type { PreviewFolder } from '@formwork/schema';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MODEL_ID } from '../../seed/seed-leave-request.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { leaveDesign } from '../visualdev/test-fixtures.js';

const GENERATER = '/api/visualdev/Generater';
const OPTIONS = { module: 'onlineDev', className: 'LeaveRequest', routePath: '/hr/leave' };

describe.each(databaseKinds)('code generation routes (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  const preview = (id: string, body: unknown = OPTIONS, token = admin) =>
    call<{ list: PreviewFolder[] }>(server.app, 'POST', `${GENERATER}/${id}/Actions/CodePreview`, {
      token,
      body,
    });
  const download = (id: string, body: unknown = OPTIONS, token = admin) =>
    call<{ name: string; url: string }>(server.app, 'POST', `${GENERATER}/${id}/Actions/DownloadCode`, {
      token,
      body,
    });
  const fetchZip = async (url: string) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    return new Map(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  it('lists the areas: the codes of the top-level menu directories', async () => {
    const answer = await call<string[]>(server.app, 'GET', `${GENERATER}/AreasName`, { token: admin });
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual(expect.arrayContaining(['permission', 'system', 'onlineDev']));
    expect(answer.data).not.toContain('profile');
  });

  it('previews every file of the released leave request, grouped by folder as JNPF does', async () => {
    const answer = await preview(LEAVE_MODEL_ID);
    expect(answer.code).toBe(200);
    const folders = answer.data?.list ?? [];
    expect(folders.map((folder) => folder.fileName)).toEqual([
      'onlineDev/LeaveRequest/generated',
      'onlineDev/LeaveRequest',
    ]);
    const files = folders.flatMap((folder) => folder.children);
    expect(files.map((file) => file.id)).toEqual([
      'onlineDev/LeaveRequest/generated/design.ts',
      'onlineDev/LeaveRequest/generated/types.ts',
      'onlineDev/LeaveRequest/generated/api.ts',
      'onlineDev/LeaveRequest/generated/messages.ts',
      'onlineDev/LeaveRequest/generated/README.md',
      'onlineDev/LeaveRequest/LeaveRequestListPage.tsx',
      'onlineDev/LeaveRequest/LeaveRequestForm.tsx',
      'onlineDev/LeaveRequest/LeaveRequestDetail.tsx',
      'onlineDev/LeaveRequest/routes.tsx',
    ]);
    const byName = new Map(files.map((file) => [file.fileName, file]));
    expect(byName.get('types.ts')?.fileContent).toContain('applicant?: string | null;');
    expect(byName.get('types.ts')?.fileContent).toContain(
      `leaveType?: "personal" | "sick" | "annual" | null;`,
    );
    expect(byName.get('design.ts')?.fileContent).toContain(`export const modelId = "${LEAVE_MODEL_ID}";`);
    expect(byName.get('routes.tsx')?.fileContent).toContain('path: "/hr/leave"');
    expect(byName.get('design.ts')?.generated).toBe(true);
    expect(byName.get('LeaveRequestForm.tsx')?.generated).toBe(false);
  });

  it('takes the words of the screens from a generated catalogue in every language, not from literals', async () => {
    const answer = await preview(LEAVE_MODEL_ID);
    const files = new Map(
      (answer.data?.list ?? []).flatMap((folder) => folder.children).map((file) => [file.fileName, file]),
    );
    const messages = files.get('messages.ts')?.fileContent ?? '';
    expect(files.get('messages.ts')?.generated).toBe(true);
    expect(messages).toMatch(/ {2}en: \{\n {4}save: "Save",\n {4}cancel: "Cancel",\n {4}createTitle: "New",/);
    expect(messages).toMatch(/ {2}zhtw: \{\n {4}save: "儲存",\n {4}cancel: "取消",/);
    expect(messages).toContain('detailTitle: "详情"');
    expect(messages).toContain('return messages[useRuntimeLanguage()];');
    for (const name of ['LeaveRequestListPage.tsx', 'LeaveRequestForm.tsx', 'LeaveRequestDetail.tsx']) {
      // No Chinese word is written into the code of the screens a developer receives (the
      // header comment names the design, as its designer named it).
      const code = (files.get(name)?.fileContent ?? '').replace(/^\/\/.*$/gm, '');
      expect(code, name).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect(files.get('LeaveRequestForm.tsx')?.fileContent).toContain('{words.cancel}');
    expect(files.get('LeaveRequestListPage.tsx')?.fileContent).toContain('words[TITLES[opened.mode]]');
  });

  it('uses the file names chosen, and defaults what is not sent', async () => {
    const answer = await preview(LEAVE_MODEL_ID, {
      module: 'system',
      className: 'Leave',
      listFileName: 'leave-list',
      formFileName: 'leave_form',
      detailFileName: 'LeaveView',
    });
    const paths = (answer.data?.list ?? []).flatMap((folder) => folder.children.map((file) => file.id));
    expect(paths).toContain('system/Leave/leave-list.tsx');
    expect(paths).toContain('system/Leave/leave_form.tsx');
    expect(paths).toContain('system/Leave/LeaveView.tsx');
    const list = (answer.data?.list ?? [])
      .flatMap((f) => f.children)
      .find((f) => f.fileName === 'leave-list.tsx');
    expect(list?.fileContent).toContain("from './leave_form';");
    const defaults = await preview(LEAVE_MODEL_ID, {});
    expect(defaults.code).toBe(200);
    const routes = (defaults.data?.list ?? [])
      .flatMap((f) => f.children)
      .find((f) => f.fileName === 'routes.tsx');
    expect(routes?.fileContent).toContain('path: "/permission/leave-request"');
  });

  it('downloads a zip through a one-time link holding every file, or only the generated ones', async () => {
    const answer = await download(LEAVE_MODEL_ID);
    expect(answer.code).toBe(200);
    expect(answer.data?.name).toBe('LeaveRequest.zip');
    expect(answer.data?.url).toMatch(/^\/api\/file\/Download\/export\/[A-Za-z0-9_-]{32}$/);
    const files = await fetchZip(answer.data?.url as string);
    expect([...files.keys()]).toHaveLength(9);
    expect(files.get('onlineDev/LeaveRequest/LeaveRequestForm.tsx')).toContain(
      'export function LeaveRequestForm(',
    );
    // The link is good once.
    const again = await server.app.inject({ method: 'GET', url: answer.data?.url as string });
    expect(again.json()).toMatchObject({ code: 400 });

    const update = await download(LEAVE_MODEL_ID, { ...OPTIONS, onlyGenerated: 1 });
    expect(update.data?.name).toBe('LeaveRequest-generated.zip');
    const generated = await fetchZip(update.data?.url as string);
    expect([...generated.keys()].sort()).toEqual([
      'onlineDev/LeaveRequest/generated/README.md',
      'onlineDev/LeaveRequest/generated/api.ts',
      'onlineDev/LeaveRequest/generated/design.ts',
      'onlineDev/LeaveRequest/generated/messages.ts',
      'onlineDev/LeaveRequest/generated/types.ts',
    ]);
  });

  it('refuses a design never released, and one that does not exist, with a clear message', async () => {
    const created = await call<{ id: string }>(server.app, 'POST', '/api/visualdev/Base', {
      token: admin,
      body: leaveDesign('generatorDraft'),
    });
    const draftId = created.data?.id as string;
    expect(await preview(draftId)).toEqual({ code: 400, msg: '该功能尚未发布，请先发布再生成代码' });
    expect(await download(draftId)).toEqual({ code: 400, msg: '该功能尚未发布，请先发布再生成代码' });
    expect(await preview('no-such-design')).toEqual({ code: 400, msg: '该功能不存在或已删除' });
  });

  it.each([
    [{ className: 'leave request' }, 'className: 格式不正确'],
    [{ className: '1Leave' }, 'className: 格式不正确'],
    [{ routePath: 'hr/leave' }, 'routePath: 格式不正确'],
    [{ routePath: '/hr/../leave' }, 'routePath: 格式不正确'],
    [{ listFileName: '../escape' }, 'listFileName: 格式不正确'],
    [{ formFileName: 'a b' }, 'formFileName: 格式不正确'],
    [{ detailFileName: 'x'.repeat(65) }, 'detailFileName: 格式不正确'],
    [{ module: 'nowhere' }, expect.stringMatching(/^module: 只能是 permission, system, onlineDev\b/)],
    [{ module: '__proto__' }, expect.stringMatching(/^module: 只能是 permission, system, onlineDev\b/)],
    [{ formFileName: 'Same', detailFileName: 'same' }, 'detailFileName: same 已是另一个文件的名称'],
    [{ listFileName: 'routes' }, 'listFileName: routes 是生成器自用的文件名'],
    [{ onlyGenerated: 'yes' }, expect.stringMatching(/^onlyGenerated: /)],
  ])('refuses bad settings naming the field: %j', async (body, message) => {
    const answer = await preview(LEAVE_MODEL_ID, { ...OPTIONS, ...body });
    expect(answer).toEqual({ code: 400, msg: message });
    const refused = await download(LEAVE_MODEL_ID, { ...OPTIONS, ...body });
    expect(refused).toEqual({ code: 400, msg: message });
  });

  it('is for those granted 代码生成: staff may not preview or download', async () => {
    const staff = await signIn(server.app, 'staff', 'staff123');
    expect((await preview(LEAVE_MODEL_ID, OPTIONS, staff)).code).toBe(403);
    expect((await download(LEAVE_MODEL_ID, OPTIONS, staff)).code).toBe(403);
    const areas = await call(server.app, 'GET', `${GENERATER}/AreasName`, { token: staff });
    expect(areas.code).toBe(403);
  });
});
