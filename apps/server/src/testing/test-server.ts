import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { openSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiShape, CANONICAL_SHAPE_HEADERS, type Envelope } from '@formwork/schema';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type Config, readConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { createServer, type RunningServer } from '../server.js';
import { TEST_LOG_DIR } from './log-audit.global.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (`.ci/run` sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Closes and reopens the server on the same data, as a restart would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A PostgreSQL database of its own on the TEST_DATABASE_URL server, which `drop()` removes. */
export async function createPostgresDatabase(
  prefix = 'formwork_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * In a whole test run (the server project's global setup names a folder), every test server logs
 * everything to a file there, which the run's end searches for credentials.
 */
function testLogging(): { logger: true; logStream: { write(line: string): void } } | undefined {
  const folder = process.env[TEST_LOG_DIR];
  if (!folder) return undefined;
  const descriptor = openSync(join(folder, `${randomUUID()}.log`), 'a');
  return { logger: true, logStream: { write: (line) => void writeSync(descriptor, line) } };
}

/** A real server over a database of its own, which `close()` removes. */
export async function startTestServer(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'formwork-test-'));
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const config: Config = {
    ...readConfig({}),
    dataDir,
    databaseUrl: postgres?.url,
    consoleDir: undefined,
    ...overrides,
  };
  const logging = testLogging();
  if (logging) config.logLevel = 'trace';
  let running: RunningServer = await createServer(config, logging ?? { logger: false });
  const server: TestServer = {
    app: running.app,
    db: running.database.db,
    config,
    async restart() {
      await running.close();
      running = await createServer(config, logging ?? { logger: false });
      server.app = running.app;
      server.db = running.database.db;
    },
    async close() {
      await running.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the API as a client would and returns the envelope. The client is Formwork's console,
 * which asks for canonical answers, unless `shape: 'jnpf'` makes it JNPF's web client.
 */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: {
    token?: string;
    body?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
    shape?: ApiShape;
  } = {},
): Promise<Envelope<T>> {
  const asked = (options.shape ?? 'canonical') === 'canonical' ? CANONICAL_SHAPE_HEADERS : {};
  const headers: Record<string, string> = { ...asked, ...options.headers };
  if (options.token) headers.authorization = options.token;
  let payload: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await app.inject({ method, url, headers, payload });
  return response.json() as Envelope<T>;
}

export function loginForm(account: string, password: string, extra: Record<string, string> = {}) {
  return { account, password: md5(password), grant_type: 'password', origin: 'password', ...extra };
}

/** Signs in and returns the token, failing the test with the server's message otherwise. */
export async function signIn(app: FastifyInstance, account: string, password: string): Promise<string> {
  const answer = await call<{ token: string }>(app, 'POST', '/api/oauth/Login', {
    form: loginForm(account, password),
  });
  if (answer.code !== 200 || !answer.data) throw new Error(`sign-in as ${account} failed: ${answer.msg}`);
  return answer.data.token;
}
