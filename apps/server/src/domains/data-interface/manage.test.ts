import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interfaceCategoryId } from '../../seed/seed-data-interfaces.js';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { multipart } from '../file/test-fixtures.js';

const BASE = '/api/system/DataInterface';
type Row = Record<string, unknown>;

describe.each(databaseKinds)('the 数据接口 screen on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  const as = (token: string) => ({
    get: <T = Row>(url: string) => call<T>(server.app, 'GET', url, { token }),
    post: <T = Row>(url: string, body?: unknown) => call<T>(server.app, 'POST', url, { token, body }),
    put: <T = Row>(url: string, body?: unknown) => call<T>(server.app, 'PUT', url, { token, body }),
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    staff = await signIn(server.app, 'staff', 'staff123');
  });
  afterAll(() => server?.close());

  it('adds, reads, lists by category, updates, copies, toggles and deletes an interface', async () => {
    const api = as(admin);
    const body = {
      fullName: '静态',
      enCode: 'staticOne',
      categoryId: interfaceCategoryId('business'),
      dataType: 2,
      query: '[{"id":1}]',
      description: '说明',
    };
    const created = await api.post<{ id: string }>(BASE, body);
    expect(created.msg).toBe('新建成功');
    const id = created.data?.id ?? '';
    expect((await api.get(`${BASE}/${id}`)).data).toMatchObject({
      ...body,
      enabledMark: 1,
      requestParameters: '[]',
    });
    expect(await api.post(BASE, body)).toEqual({
      code: 400,
      msg: '编码: 编码 staticOne 已存在',
      field: 'enCode',
    });
    const listed = await api.get<{ list: Row[] }>(
      `${BASE}/getList?categoryId=${interfaceCategoryId('business')}`,
    );
    expect(listed.data?.list.map((row) => row.enCode)).toEqual(['staticOne']);
    const samples = await api.get<{ list: Row[] }>(
      `${BASE}/getList?categoryId=${interfaceCategoryId('sample')}`,
    );
    expect(samples.data?.list.map((row) => row.enCode).sort()).toEqual(['cities', 'customers', 'leaveStats']);

    expect((await api.put(`${BASE}/${id}`, { ...body, fullName: '静态二' })).msg).toBe('更新成功');
    const copied = await api.post<{ id: string }>(`${BASE}/${id}/Actions/Copy`);
    const copy = await api.get(`${BASE}/${copied.data?.id}`);
    expect(copy.data).toMatchObject({
      fullName: expect.stringMatching(/^静态二\.副本/),
      enabledMark: 0,
      query: body.query,
    });
    expect((await api.put<{ enabledMark: number }>(`${BASE}/${id}/Actions/State`)).data).toEqual({
      enabledMark: 0,
    });
    expect((await api.get(`${BASE}/${id}/Actions/Response`)).msg).toBe(`id: 数据接口 ${id} 已停用`);
    expect((await api.put<{ enabledMark: number }>(`${BASE}/${id}/Actions/State`)).data).toEqual({
      enabledMark: 1,
    });
    expect((await api.get(`${BASE}/${id}/Actions/Response`)).data).toEqual({ data: [{ id: 1 }] });

    const selector = await api.get<{ list: Array<{ fullName: string; children: Row[] }> }>(
      `${BASE}/Selector`,
    );
    expect(selector.data?.list.map((node) => node.fullName)).toEqual(['示例', '业务数据']);

    expect((await call(server.app, 'DELETE', `${BASE}/${id}`, { token: admin })).msg).toBe('删除成功');
    expect((await api.get(`${BASE}/${id}`)).msg).toBe(`id: 数据接口 ${id} 不存在`);
  });

  it('checks what is saved, naming the field, and writes nothing then', async () => {
    const api = as(admin);
    const base = { fullName: 'x', enCode: 'checked', dataType: 2, query: '[]' };
    const badJson = await api.post(BASE, { ...base, query: '[{"a": 1,}]' });
    expect(badJson.code).toBe(400);
    expect(badJson.msg).toMatch(/^查询内容: 不是有效的 JSON：.*position 9/);
    expect((await api.post(BASE, { ...base, dataType: 1, query: ' ' })).msg).toBe('查询内容: 不能为空');
    expect((await api.post(BASE, { ...base, dataType: 3, path: 'file:///etc/passwd' })).msg).toBe(
      '接口地址: 只支持 http 和 https 地址',
    );
    expect((await api.post(BASE, { ...base, requestParameters: '[{"field":"a b"}]' })).msg).toMatch(
      /^请求参数: 参数名 a b 无效/,
    );
    expect(
      (await api.post(BASE, { ...base, requestHeaders: '[{"field":"x","defaultValue":"a\\r\\nb"}]' })).msg,
    ).toMatch(/^请求头: /);
    expect((await api.get<{ list: Row[] }>(`${BASE}/getList?keyword=checked`)).data?.list).toEqual([]);
    // Undeclared fields are not taken.
    const extra = await api.post<{ id: string }>(BASE, {
      ...base,
      enCode: 'extra',
      creatorUserId: 'me',
      id: 'mine',
    });
    expect(extra.data?.id).not.toBe('mine');
    expect((await api.get(`${BASE}/${extra.data?.id}`)).data?.creatorUserId).not.toBe('me');
  });

  it('refuses HTTP interfaces that point inside, and reaches allowed hosts', async () => {
    const api = as(admin);
    const created = await api.post<{ id: string }>(BASE, {
      fullName: '内网',
      enCode: 'inside',
      dataType: 3,
      requestMethod: 'GET',
      path: 'http://0x7f.1:9/rows',
    });
    expect((await api.post(`${BASE}/${created.data?.id}/Actions/Preview`, {})).msg).toBe(
      '接口地址: 主机 127.0.0.1 指向本机或内网地址，未在允许的主机中',
    );
    expect((await api.put(`${BASE}/Settings/Hosts`, { hosts: 'api.example.com\nbad_host!' })).msg).toBe(
      '允许的主机: 主机名 bad_host! 无效',
    );
    expect((await api.put(`${BASE}/Settings/Hosts`, { hosts: 'API.example.com, localhost' })).msg).toBe(
      '保存成功',
    );
    expect((await api.get(`${BASE}/Settings/Hosts`)).data).toEqual({ hosts: 'api.example.com\nlocalhost' });
  });

  it('exports an interface to a file that imports as a new one', async () => {
    const api = as(admin);
    const link = await api.get<{ name: string; url: string }>(`${BASE}/interface-cities/Action/Export`);
    expect(link.data?.name).toBe('城市.json');
    const file = await server.app.inject({ method: 'GET', url: link.data?.url ?? '' });
    const exported = JSON.parse(file.body);
    expect(exported).toMatchObject({ fullName: '城市', enCode: 'cities', dataType: 2 });
    const upload = (bytes: Buffer) => {
      const form = multipart({}, { name: 'x.json', bytes });
      return server.app
        .inject({
          method: 'POST',
          url: `${BASE}/Action/Import`,
          headers: { authorization: admin, 'content-type': form.contentType },
          payload: form.payload,
        })
        .then((response) => response.json());
    };
    expect(await upload(Buffer.from(file.body))).toEqual({ code: 200, msg: '导入成功' });
    const cities = await api.get<{ list: Row[] }>(`${BASE}/getList?keyword=城市`);
    expect(cities.data?.list).toHaveLength(2);
    expect((await upload(Buffer.from('not json'))).msg).toBe('file: 不是有效的 JSON');
    expect(
      (await upload(Buffer.from('{"fullName":"x","enCode":"y","dataType":2,"query":"[,"}'))).msg,
    ).toMatch(/^查询内容: 不是有效的 JSON/);
  });

  it("answers JNPF's web client the screen's page on the picker's path, to whoever has the screen", async () => {
    const jnpf = (token: string, query: string) =>
      call<{ list: Row[]; pagination: { total: number } }>(
        server.app,
        'GET',
        `${BASE}?${query}&n=${Math.floor(Date.now() / 1000)}`,
        { token, headers: { 'jnpf-origin': 'pc' }, shape: 'jnpf' },
      );
    const category = interfaceCategoryId('sample');
    await as(admin).put(`${BASE}/interface-cities/Actions/State`);
    try {
      const page = await jnpf(admin, `categoryId=${category}&keyword=&currentPage=1&pageSize=20`);
      const screen = await as(admin).get<{ list: Row[] }>(`${BASE}/getList?categoryId=${category}`);
      expect(page.data?.list).toEqual(screen.data?.list);
      expect(page.data?.list.find((row) => row.id === 'interface-cities')).toMatchObject({ enabledMark: 0 });
      expect(page.data?.list.every((row) => typeof row.creatorTime === 'number')).toBe(true);
      // Everyone else keeps the picker's answer: enabled interfaces only.
      const picker = await as(admin).get<{ list: Row[] }>(`${BASE}?categoryId=${category}`);
      expect(picker.data?.list.map((row) => row.id)).not.toContain('interface-cities');
      expect(picker.data?.list[0]).not.toHaveProperty('enabledMark');
      // Staff have no 数据接口 menu: the JNPF client's list is refused them, the picker is not.
      expect((await jnpf(staff, 'currentPage=1&pageSize=20')).code).toBe(403);
      expect((await as(staff).get(`${BASE}?currentPage=1&pageSize=20`)).code).toBe(200);
    } finally {
      await as(admin).put(`${BASE}/interface-cities/Actions/State`);
    }
  });

  it('refuses a user without the menu every route, Response and GetParam included', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/cities/Actions/Response`],
      ['GET', `${BASE}/GetParam/cities`],
      ['GET', `${BASE}/getList`],
      ['GET', `${BASE}/interface-cities`],
      ['POST', `${BASE}/interface-cities/Actions/Preview`],
      ['POST', `${BASE}/interface-cities/Actions/Copy`],
      ['PUT', `${BASE}/interface-cities/Actions/State`],
      ['GET', `${BASE}/Settings/Tables`],
      ['GET', '/api/system/DataInterfaceLog/interface-cities'],
    ] as const) {
      expect(
        (await call(server.app, method, url, { token: staff, body: method === 'GET' ? undefined : {} })).code,
        url,
      ).toBe(403);
    }
  });
});
