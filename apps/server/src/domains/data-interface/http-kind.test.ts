import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHttp, HTTP_LIMITS, isPublicAddress, type Resolver } from './http-kind.js';

describe('which addresses are public', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '::7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2001:0::1',
    'ff02::1',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    '%s is',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('HTTP interfaces', () => {
  let server: Server;
  let port: number;
  let hits: string[];
  beforeAll(async () => {
    hits = [];
    server = createServer((request, response) => {
      hits.push(`${request.method} ${request.headers.host} ${request.url}`);
      const url = new URL(request.url ?? '/', 'http://x');
      if (url.pathname === '/rows') {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify([{ q: url.searchParams.get('q'), auth: request.headers['x-token'] ?? '' }]),
        );
      } else if (url.pathname === '/echo') {
        let body = '';
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', () => response.end(body));
      } else if (url.pathname === '/to') {
        response.writeHead(302, { location: url.searchParams.get('next') ?? '/rows' }).end();
      } else if (url.pathname === '/loop') {
        response.writeHead(302, { location: '/loop' }).end();
      } else if (url.pathname === '/big') {
        response.end(`[${'"x",'.repeat(100_000)}"x"]`);
      } else if (url.pathname === '/slow') {
        setTimeout(() => response.end('[]'), 2_000);
      } else response.writeHead(404).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const local = new Set(['localhost']);
  const get = (url: string, allowed = local, options: Parameters<typeof callHttp>[2] = {}) =>
    callHttp({ method: 'GET', url, headers: {} }, allowed, options);

  it('refuses loopback and private targets however the address is spelled, before connecting', async () => {
    const before = hits.length;
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0177.0.0.1',
      '0x7f.1',
      '127.1',
      '0x7f000001',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '0',
      '169.254.169.254',
      '[64:ff9b::7f00:1]',
    ]) {
      await expect(get(`http://${host}:${port}/rows`), host).rejects.toThrow(
        /^接口地址: 主机 .* 指向本机或内网地址/,
      );
    }
    expect(hits.length).toBe(before);
  });

  it('refuses a name when any of its addresses is private, and connects to the address it checked', async () => {
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    await expect(get(`http://example.test:${port}/rows`, new Set(), { resolve: mixed })).rejects.toThrow(
      '接口地址: 主机 example.test 指向本机或内网地址，未在允许的主机中',
    );
    // A rebinding name: public when checked, loopback afterwards. It is resolved once, and the
    // connection goes to that public address (unreachable here), never to the loopback server.
    let asked = 0;
    const rebinding: Resolver = async () => {
      asked += 1;
      return [{ address: asked === 1 ? '192.0.2.1' : '127.0.0.1', family: 4 }];
    };
    const before = hits.length;
    await expect(
      get(`http://rebind.test:${port}/rows`, new Set(), {
        resolve: rebinding,
        limits: { ...HTTP_LIMITS, connectTimeoutMs: 300, totalTimeoutMs: 600 },
      }),
    ).rejects.toThrow(/^接口地址: /);
    expect(asked).toBe(1);
    expect(hits.length).toBe(before);
  });

  it('reaches an allowed host, passes parameters and headers, and follows redirects checking each', async () => {
    expect(
      await callHttp(
        { method: 'GET', url: `http://localhost:${port}/rows?q=1`, headers: { 'x-token': 't' } },
        local,
      ),
    ).toEqual([{ q: '1', auth: 't' }]);
    expect(
      await callHttp(
        { method: 'POST', url: `http://localhost:${port}/echo`, headers: {}, body: { a: 1 } },
        local,
      ),
    ).toEqual({ a: 1 });
    expect(await get(`http://localhost:${port}/to?next=${encodeURIComponent('/rows?q=r')}`)).toEqual([
      { q: 'r', auth: '' },
    ]);
    // A redirect to a target that is not allowed is checked like the first address.
    const next = encodeURIComponent(`http://127.0.0.1:${port}/rows`);
    await expect(get(`http://localhost:${port}/to?next=${next}`)).rejects.toThrow(
      /^接口地址: 主机 127.0.0.1 指向本机/,
    );
    await expect(get(`http://localhost:${port}/loop`)).rejects.toThrow('接口地址: 重定向超过 3 次');
    await expect(
      get(`http://localhost:${port}/to?next=${encodeURIComponent('file:///etc/passwd')}`),
    ).rejects.toThrow('接口地址: 只支持 http 和 https 地址');
  });

  it('bounds the size and the time of an answer, and wants JSON', async () => {
    await expect(
      get(`http://localhost:${port}/big`, local, { limits: { ...HTTP_LIMITS, maxBytes: 10_000 } }),
    ).rejects.toThrow('接口地址: 接口返回的数据超过 10000 字节');
    await expect(
      get(`http://localhost:${port}/slow`, local, { limits: { ...HTTP_LIMITS, totalTimeoutMs: 300 } }),
    ).rejects.toThrow('接口地址: 接口请求超时');
    await expect(get(`http://localhost:${port}/nothing`)).rejects.toThrow('接口地址: 接口返回 HTTP 404');
    await expect(get(`ftp://localhost:${port}/rows`)).rejects.toThrow('接口地址: 只支持 http 和 https 地址');
    await expect(get(`http://user:pw@localhost:${port}/rows`)).rejects.toThrow(/^接口地址: 地址中不能包含/);
  });
});
