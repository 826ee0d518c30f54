import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { type OpenDatabase, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { md5Of, planChunks, type StoredFile, sendMultipart } from '../domains/file/test-fixtures.js';
import { seedDemo } from '../seed/seed-demo.js';
import { call, loginForm, signIn } from '../testing/test-server.js';
import { loggedUrl } from './logging.js';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const PASSWORDS = ['admin123', 'staff123', 'newuser123', 'Renamed2026'];

describe('logged addresses', () => {
  it('replaces credentials in the query and in path parameters, and keeps the rest', () => {
    expect(loggedUrl('/api/file/Signed/annex/a.txt?userId=u1&expires=9&signature=abc', {})).toBe(
      '/api/file/Signed/annex/a.txt?userId=u1&expires=9&signature=[redacted]',
    );
    expect(loggedUrl('/api/file/Download/export/secret-one', { token: 'secret-one' })).toBe(
      '/api/file/Download/export/[redacted]',
    );
    expect(loggedUrl('/api/x?keyword=%E5%BC%A0&token=t', {})).toBe('/api/x?keyword=张&token=[redacted]');
  });
});

// A server at the most talkative level is driven through sign-ins, a failed sign-in, a password
// change, signed calls, an upload and its signed download link, and refused input; then its whole
// log is searched for every password (plain and as the md5 clients send) and every credential
// it handed out.
describe('the server log', () => {
  let database: OpenDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  const lines: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'formwork-log-'));
    database = await openDatabase({ dataDir });
    await migrateToLatest(database.db as never);
    await seedDemo(database.db);
    const config = { ...readConfig({}), dataDir, consoleDir: undefined, logLevel: 'trace' };
    app = await buildApp({
      db: database.db,
      config,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const remember = (token: string) => {
    secrets.push(token, ...token.split(/\s+/).filter((part) => part.length > 12));
    return token;
  };

  it('names the request on every line of a request, the user once signed in, and never a credential', async () => {
    const admin = remember(await signIn(app, 'admin', 'admin123'));
    const staff = remember(await signIn(app, 'staff', 'staff123'));
    const wrong = await call(app, 'POST', '/api/oauth/Login', { form: loginForm('staff', 'not-staff123') });
    expect(wrong.code).not.toBe(200);

    const newcomer = remember(await signIn(app, 'newuser', 'newuser123'));
    const changed = await call(app, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
      token: newcomer,
      body: { oldPassword: md5('newuser123'), newPassword: 'Renamed2026' },
    });
    expect(changed.code, changed.msg).toBe(200);
    // Refused input that carries a password is refused without echoing it.
    await call(app, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
      token: staff,
      body: { oldPassword: 'staff123', newPassword: 'staff123' },
    });

    const traced = await app.inject({
      method: 'GET',
      url: `/api/permission/Users/Current/BaseInfo?token=${encodeURIComponent(admin)}`,
      headers: { authorization: admin, 'x-request-id': 'lb-7f3a-0001' },
    });
    expect(traced.headers['x-request-id']).toBe('lb-7f3a-0001');
    const forged = await app.inject({
      method: 'GET',
      url: '/api/permission/Users/Current/BaseInfo',
      headers: { authorization: admin, 'x-request-id': 'x"}\n{"level":60' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const bytes = randomBytes(3000);
    const plan = planChunks(bytes, 5 * 1024 * 1024, 'minutes.txt');
    await sendMultipart(app, '/api/file/chunk', admin, plan.chunk(1).fields, {
      name: 'minutes.txt',
      bytes: plan.chunk(1).bytes,
    });
    const merged = await sendMultipart<StoredFile>(app, '/api/file/merge', admin, {
      identifier: plan.identifier,
      fileName: 'minutes.txt',
      fileSize: String(bytes.length),
      extension: 'txt',
      type: 'annex',
    });
    expect(merged.code, merged.msg).toBe(200);
    const link = await call<{ url: string }>(app, 'GET', `/api/file/Download/annex/${merged.data?.name}`, {
      token: admin,
    });
    const signature = new URL(link.data?.url as string, 'http://x').searchParams.get('signature') as string;
    secrets.push(signature);
    const download = await app.inject({ method: 'GET', url: link.data?.url as string });
    expect(md5Of(download.rawPayload)).toBe(plan.identifier);
    const exportToken = randomBytes(16).toString('hex');
    secrets.push(exportToken);
    await app.inject({ method: 'GET', url: `/api/file/Download/export/${exportToken}` });
    await call(app, 'POST', '/api/oauth/Logout', { token: staff });

    const log = lines.join('');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(20);
    for (const secret of [...PASSWORDS, ...PASSWORDS.map(md5), ...secrets])
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);

    // Request lines carry the request's id; once the session is known, the user's id too.
    const requestLines = entries.filter((entry) => 'req' in entry || 'res' in entry);
    expect(requestLines.every((entry) => typeof entry.reqId === 'string')).toBe(true);
    const tracedLines = entries.filter((entry) => entry.reqId === 'lb-7f3a-0001');
    expect(tracedLines.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    const adminRow = await database.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(tracedLines[1]?.userId).toBe(adminRow.id);
    expect(JSON.stringify(tracedLines[0]?.req)).toContain('token=[redacted]');
  });
});
