import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverReady, spawnServer } from '../testing/server-process.js';
import { loginForm } from '../testing/test-server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exit: Promise<{ code: number | null; at: number }>;
}

async function startServer(dataDir: string, graceSeconds: number): Promise<Started> {
  const started = spawnServer(dataDir, { SHUTDOWN_GRACE_SECONDS: String(graceSeconds) });
  const exit = once(started.child, 'exit').then(([code]) => ({
    code: code as number | null,
    at: Date.now(),
  }));
  const { port } = await serverReady(started, 90_000);
  return { child: started.child, port, output: started.output, exit };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

function send(
  port: number,
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: { chunks: string[]; everyMs: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body ? Buffer.byteLength(body.chunks.join('')) : 0;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body ? { ...headers, 'content-length': String(length) } : headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          res.complete
            ? resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, at: Date.now() })
            : reject(new Error('response cut off')),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (!body) {
      req.end();
      return;
    }
    // A slow client: the request is accepted at once, its body arrives over a while.
    void (async () => {
      for (const chunk of body.chunks) {
        req.write(chunk);
        await sleep(body.everyMs);
      }
      req.end();
    })();
  });
}

/** One request and its response over a socket the test holds, as a keep-alive client would reuse it. */
async function exchange(socket: Socket, path: string): Promise<{ status: number; head: string }> {
  let data = '';
  const onData = (chunk: Buffer) => {
    data += chunk.toString('utf8');
  };
  socket.on('data', onData);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  const deadline = Date.now() + 5000;
  for (;;) {
    const end = data.indexOf('\r\n\r\n');
    const length = Number(data.match(/content-length: (\d+)/i)?.[1] ?? Number.NaN);
    if (end >= 0 && data.length >= end + 4 + length) break;
    if (socket.destroyed || socket.readableEnded || Date.now() > deadline) {
      throw new Error(`no whole answer on the held connection: ${data}`);
    }
    await sleep(10);
  }
  socket.off('data', onData);
  return { status: Number(data.slice(9, 12)), head: data.slice(0, data.indexOf('\r\n\r\n')).toLowerCase() };
}

const isRefused = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';

describe('SIGTERM under load', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'formwork-shutdown-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('answers every request it had accepted, tells keep-alive clients to leave, and exits 0 in time', async () => {
    const graceMs = 10_000;
    const server = await startServer(dataDir, graceMs / 1000);
    const { port } = server;
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    const loginBody = new URLSearchParams(loginForm('admin', 'admin123')).toString();
    const plain = new Agent({ keepAlive: false });
    const signedIn = await send(port, plain, 'POST', '/api/oauth/Login', formHeaders, {
      chunks: [loginBody],
      everyMs: 0,
    });
    const token = (JSON.parse(signedIn.body) as { data: { token: string } }).data.token;

    const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 });
    const failures: string[] = [];
    const wrong: string[] = [];
    const answers: Answer[] = [];
    let refused = 0;
    let signalAt = Number.POSITIVE_INFINITY;

    const loop = async () => {
      for (;;) {
        try {
          const answer = await send(port, keepAlive, 'GET', '/api/permission/Users/Current/BaseInfo', {
            authorization: token,
          });
          answers.push(answer);
          const envelope = JSON.parse(answer.body) as { code: number; data?: { account?: string } };
          if (answer.status !== 200 || envelope.code !== 200 || envelope.data?.account !== 'admin') {
            wrong.push(`${answer.status} ${answer.body.slice(0, 120)}`);
          }
        } catch (error) {
          // Refused after the listener closed: never accepted, so a client retries elsewhere.
          if (isRefused(error) && Date.now() >= signalAt) refused += 1;
          else failures.push(`${(error as Error).message} (${(error as NodeJS.ErrnoException).code})`);
          return;
        }
      }
    };
    // Sign-ins whose body trickles in for about 3 s, so they are in flight when the signal comes.
    const slowLogin = () => {
      const chunks = loginBody.match(/.{1,10}/g) ?? [];
      return send(port, plain, 'POST', '/api/oauth/Login', formHeaders, {
        chunks,
        everyMs: Math.ceil(3000 / chunks.length),
      });
    };
    const started = Date.now();
    const loops = Array.from({ length: 20 }, loop);
    const held = connect(port, '127.0.0.1');
    await once(held, 'connect');
    await sleep(1600);
    const slow = [slowLogin(), slowLogin(), slowLogin()];
    expect((await exchange(held, '/api/health/ready')).status).toBe(200);
    await sleep(400);

    signalAt = Date.now();
    server.child.kill('SIGTERM');
    // A keep-alive connection opened before the signal still gets answers: readiness says no as
    // soon as the server has taken the signal, and the answer asks the client to close.
    let duringDrain = { status: 0, head: '' };
    while (duringDrain.status !== 503 && Date.now() - signalAt < 2000) {
      duringDrain = await exchange(held, '/api/health/ready').catch((error: Error) => ({
        status: -1,
        head: error.message,
      }));
      if (duringDrain.status === -1) break;
      await sleep(20);
    }
    const slowAnswers = await Promise.all(slow);
    await Promise.all(loops);
    const { code, at: exitedAt } = await server.exit;
    held.destroy();

    const servedBeforeSignal = answers.filter((a) => a.at < signalAt).length;
    const servedAfterSignal = answers.length - servedBeforeSignal + slowAnswers.length;
    const drainMs = exitedAt - signalAt;
    console.log(
      `[shutdown under load] 20 keep-alive loops: ${servedBeforeSignal} answers in the ` +
        `${signalAt - started} ms before the signal, ${servedAfterSignal} after it (the 3 slow sign-ins ` +
        `included); ${refused} loops then refused a new connection; signal to exit ${drainMs} ms`,
    );

    expect(failures).toEqual([]);
    expect(wrong).toEqual([]);
    expect(servedBeforeSignal).toBeGreaterThanOrEqual(20);
    expect(refused).toBe(20);
    for (const answer of slowAnswers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 200, data: { token: expect.any(String) } });
      expect(answer.at).toBeGreaterThan(signalAt);
      expect(answer.headers.connection).toBe('close');
    }
    expect(duringDrain.status).toBe(503);
    expect(duringDrain.head).toContain('connection: close');
    expect(code).toBe(0);
    expect(drainMs).toBeLessThan(graceMs);
    expect(server.output()).not.toMatch(/error/i);
  }, 180_000);

  it('closes a request that never finishes when the grace period ends, and still exits 0', async () => {
    const graceMs = 2000;
    const server = await startServer(dataDir, graceMs / 1000);
    const stuck = connect(server.port, '127.0.0.1');
    await once(stuck, 'connect');
    // Accepted, but its body never comes.
    stuck.write(
      'POST /api/oauth/Login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\naccount=',
    );
    const closed = once(stuck, 'close').then(() => Date.now());
    stuck.on('error', () => undefined);
    await sleep(300);
    const signalAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at: exitedAt } = await server.exit;
    const closedAt = await closed;
    console.log(
      `[shutdown with a stuck request] signal to exit ${exitedAt - signalAt} ms (grace ${graceMs} ms)`,
    );
    expect(code).toBe(0);
    expect(closedAt - signalAt).toBeGreaterThanOrEqual(graceMs - 100);
    expect(exitedAt - signalAt).toBeLessThan(graceMs + 5000);
  }, 180_000);
});
