import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { ALLOWED_HOSTS, HTTP_KIND } from './run.js';

const parameter = (field: string) => ({
  field,
  fieldName: field,
  dataType: 'varchar',
  required: 0,
  defaultValue: '',
});

describe.each(databaseKinds)('the placeholders of an HTTP interface on %s', (kind) => {
  let server: TestServer;
  let upstream: Server;
  let admin: string;
  /** What the upstream was asked: the path as sent, and whether the secret header came along. */
  let asked: Array<{ url: string; secret: string }>;
  const response = (key: string, query: Record<string, string>) =>
    call<{ data: unknown }>(
      server.app,
      'GET',
      `/api/system/DataInterface/${key}/Actions/Response?${new URLSearchParams(query)}`,
      { token: admin },
    );

  beforeAll(async () => {
    asked = [];
    upstream = createServer((request, answer) => {
      asked.push({ url: request.url ?? '', secret: String(request.headers['x-secret'] ?? '') });
      answer.setHeader('content-type', 'application/json');
      answer.end('[]');
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const { port } = upstream.address() as AddressInfo;
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
    await server.db
      .insertInto('dataInterfaceSetting')
      .values({ key: ALLOWED_HOSTS, value: JSON.stringify(['localhost']) })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(['localhost']) }))
      .execute();
    const http = (id: string, path: string, fields: string[]) => ({
      id,
      fullName: id,
      enCode: id,
      dataType: HTTP_KIND,
      requestMethod: 'GET',
      path: `http://localhost:${port}${path}`,
      requestHeaders: JSON.stringify([{ field: 'x-secret', defaultValue: 's3cret' }]),
      requestParameters: JSON.stringify(fields.map(parameter)),
    });
    await server.db
      .insertInto('dataInterface')
      .values([
        http('items', '/api/v1/items/{item}/detail?q={q}', ['item', 'q']),
        http('pair', '/api/v1/{a}{b}/x', ['a', 'b']),
        http('dotted', '/api/v1/%2e{a}/x', ['a']),
      ])
      .execute();
  });
  afterAll(async () => {
    await server?.close();
    upstream?.close();
  });

  it('sends each path value as one segment and each query value as one value', async () => {
    asked.length = 0;
    expect((await response('items', { item: '../../admin', q: 'a&b=c#d' })).code).toBe(200);
    expect((await response('items', { item: 'a/b?c#d\\e', q: '1' })).code).toBe(200);
    expect((await response('items', { item: '..x', q: '' })).code).toBe(200);
    expect(asked).toEqual([
      { url: '/api/v1/items/..%2F..%2Fadmin/detail?q=a%26b%3Dc%23d', secret: 's3cret' },
      { url: '/api/v1/items/a%2Fb%3Fc%23d%5Ce/detail?q=1', secret: 's3cret' },
      { url: '/api/v1/items/..x/detail?q=', secret: 's3cret' },
    ]);
  });

  it('refuses, naming the parameter, a path value the URL parser would fold as . or ..', async () => {
    asked.length = 0;
    expect(await response('items', { item: '..', q: '' })).toEqual({
      code: 400,
      msg: 'item: 地址路径中的参数不能是 . 或 ..',
    });
    expect((await response('items', { item: '.', q: '' })).code).toBe(400);
    expect((await response('pair', { a: '.', b: '.' })).msg).toMatch(/^a: /);
    expect((await response('dotted', { a: '.' })).msg).toMatch(/^a: /);
    expect((await response('dotted', { a: 'E' })).code).toBe(200);
    expect(asked.map((request) => request.url)).toEqual(['/api/v1/%2eE/x']);
  });
});
