import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';

describe.each(databaseKinds)(
  "a refusal names a field by its label in the caller's language, on %s",
  (kind) => {
    let server: TestServer;
    let admin: string;
    beforeAll(async () => {
      server = await startTestServer(kind);
      admin = await signIn(server.app, 'admin', 'admin123');
    });
    afterAll(() => server?.close());

    const createPosition = (body: Record<string, unknown>, language?: string) =>
      call(server.app, 'POST', '/api/permission/Position', {
        token: admin,
        body: { fullName: '标签岗位', enCode: 'labelledPosition', ...body },
        ...(language && { headers: { 'accept-language': language } }),
      });

    it('words a missing declared field by its label, its code beside the message', async () => {
      expect(await createPosition({})).toEqual({ code: 400, msg: '所属组织: 不能为空', field: 'organizeId' });
      expect(await createPosition({}, 'en')).toEqual({
        code: 400,
        msg: 'Organisation: is required',
        field: 'organizeId',
      });
      expect(await createPosition({}, 'zh-TW')).toEqual({
        code: 400,
        msg: '所屬組織: 不能為空',
        field: 'organizeId',
      });
    });

    it('words a value the route itself refused by the label too', async () => {
      expect(await createPosition({ organizeId: 'org-nowhere' }, 'en')).toEqual({
        code: 400,
        msg: 'Organisation: the organization org-nowhere does not exist',
        field: 'organizeId',
      });
    });

    it('names the common fields of every form by their labels too', async () => {
      expect(await createPosition({ organizeId: 'org-company', enCode: 'bad code!' }, 'en')).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/^Code: /),
        field: 'enCode',
      });
      expect(await createPosition({ organizeId: 'org-company', fullName: '' }, 'zh-TW')).toEqual({
        code: 400,
        msg: '名稱: 不能為空',
        field: 'fullName',
      });
    });

    it('keeps naming a field without a label by its code', async () => {
      const answer = await call(server.app, 'GET', '/api/permission/Position?currentPage=0', {
        token: admin,
      });
      expect(answer.code).toBe(400);
      expect(answer.msg).toMatch(/^querystring\.currentPage: /);
      expect(answer).not.toHaveProperty('field');
    });
  },
);
