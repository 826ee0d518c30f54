// Helpers for this folder's tests (excluded from the build, like every test-fixtures.ts): a chat
// client over a real WebSocket that keeps every frame it is sent, and waits for the next of a method.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { createSession } from '../../accounts/sessions.js';
import type { Db } from '../../db/database.js';

export type Frame = Record<string, unknown> & { method: string };

export interface ChatClient {
  ws: WebSocket;
  token: string;
  /** Every frame received so far. */
  frames: Frame[];
  send(frame: Record<string, unknown>): void;
  /** The next frame of `method` not yet taken (waiting for it when none has come). */
  next(method: string, timeoutMs?: number): Promise<Frame>;
  /** Frames of `method` received so far, not taken by next(). */
  pending(method: string): Frame[];
  closed: Promise<{ code: number }>;
  close(): Promise<void>;
}

/** The base URL of a server listening on a free port of this machine. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

/** A new session of the user, as a sign-in would make, without the sign-in's throttles. */
export const sessionFor = (db: Db, userId: string) =>
  createSession(db, userId, 60, { ipAddress: '127.0.0.1', ipAddressName: '', userAgent: 'chat test' });

/** Opens a socket at `path` (the token URL-encoded in it) and waits for the handshake. */
export async function connectChat(
  base: string,
  token: string,
  {
    path = '/api/message/websocket/',
    headers = {},
  }: { path?: string; headers?: Record<string, string> } = {},
): Promise<ChatClient> {
  const ws = new WebSocket(`${base}${path}${encodeURIComponent(token)}`, { headers });
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters: Array<{ method: string; resolve(frame: Frame): void }> = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    frames.push(frame);
    const index = waiters.findIndex((waiter) => waiter.method === frame.method);
    if (index >= 0) {
      taken.add(frame);
      waiters.splice(index, 1)[0]?.resolve(frame);
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.once('close', (code) => resolve({ code })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`handshake answered ${response.statusCode}`)),
    );
  });
  return {
    ws,
    token,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify({ token, ...frame })),
    pending: (method) => frames.filter((frame) => frame.method === method && !taken.has(frame)),
    next(method, timeoutMs = 5000) {
      const waiting = frames.find((frame) => frame.method === method && !taken.has(frame));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error(`no ${method} frame within ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const waiter = {
          method,
          resolve: (frame: Frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        };
        waiters.push(waiter);
      });
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await once(ws, 'close');
    },
  };
}

/** Opens a socket and announces it as the console does; answers the client and its initMessage. */
export async function signedInChat(
  base: string,
  token: string,
): Promise<{ client: ChatClient; init: Frame }> {
  const client = await connectChat(base, token);
  client.send({ method: 'OnConnection', mobileDevice: false });
  return { client, init: await client.next('initMessage') };
}
