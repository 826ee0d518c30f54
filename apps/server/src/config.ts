import { basename, resolve } from 'node:path';
import { ConfigError } from './config-error.js';
import { type FileConfig, readFileConfig } from './domains/file/file-config.js';

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files (and, later, uploaded files). */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Built console to serve at `/`; absent in API-only runs such as tests. */
  consoleDir: string | undefined;
  tokenTtlMinutes: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Failed sign-ins one client address may make within the window; 0 turns the throttle off. */
  loginIpMaxFailures: number;
  loginIpWindowMinutes: number;
  /** Asks for the image captcha at every password sign-in, whatever the system setting says. */
  loginCaptcha: boolean;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** Which CodeSender delivers mobile verification codes; `log` writes them to the server log. */
  codeSender: string;
  /**
   * For tests only: a file name inside DATA_DIR to which sent codes are also appended as JSON
   * lines, so an end-to-end test can read the code a person would read in the log.
   */
  codeOutboxFile: string | undefined;
  /** Uploads: size limits, chunk clean-up, download links, and the optional S3 store. */
  file: FileConfig;
  /**
   * Bearer token a Prometheus scraper sends to read /api/metrics. Unset, the endpoint answers as
   * if it did not exist, so the figures are never open by accident.
   */
  metricsToken: string | undefined;
  /** How long a stopping server lets requests in flight finish before it closes their connections. */
  shutdownGraceSeconds: number;
  /**
   * Pages of other origins (scheme://host:port) allowed to open the chat socket, besides this
   * server's own: a console served from elsewhere, or a development server proxying to this one.
   */
  chatAllowedOrigins: string[];
  chatLimits: ChatLimits;
}

/**
 * What one chat socket, user or client address may hold: a socket may send `frameBurst` frames
 * at once and `framesPerSecond` after that (a token bucket); more sockets than the limits are
 * refused as they open. Counted by each instance for its own sockets; 0 turns a socket limit off.
 */
export interface ChatLimits {
  frameBurst: number;
  framesPerSecond: number;
  socketsPerUser: number;
  socketsPerAddress: number;
}

export { ConfigError };

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/**
 * For settings where 0 means nothing sensible: a window of no minutes would forget every failure
 * at once, and a chat socket allowed no frames could not say anything.
 */
function atLeastOne(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1) throw new ConfigError(`${name} must be at least 1, got "${env[name]}"`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

/** Only a bare file name, so the outbox can never be written outside DATA_DIR. */
function outboxFile(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (basename(raw) !== raw || raw === '.' || raw === '..')
    throw new ConfigError(`CODE_OUTBOX_FILE must be a file name inside DATA_DIR, got "${raw}"`);
  return raw;
}

/** A short token could be guessed by a scraper-shaped scan of the metrics endpoint. */
function metricsToken(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  return raw;
}

/** Origins as a browser sends them, each checked so that a typo fails at start rather than refusing every socket. */
function origins(raw: string | undefined): string[] {
  const listed = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const origin of listed) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {}
    if (!parsed || parsed.origin !== origin)
      throw new ConfigError(
        `CHAT_ALLOWED_ORIGINS must list origins such as https://example.com:8443, got "${origin}"`,
      );
  }
  return listed;
}

/**
 * Relative paths resolve against the folder the user ran npm in (INIT_CWD), not the package folder
 * a workspace script happens to run in, so `DATA_DIR=data` means ./data wherever it is started.
 */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = env.INIT_CWD || process.cwd(),
): Config {
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    consoleDir: env.CONSOLE_DIR ? resolve(cwd, env.CONSOLE_DIR) : undefined,
    tokenTtlMinutes: integer(env, 'TOKEN_TTL_MINUTES', 12 * 60),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 5),
    loginLockMinutes: integer(env, 'LOGIN_LOCK_MINUTES', 10),
    loginIpMaxFailures: integer(env, 'LOGIN_IP_MAX_FAILURES', 20),
    loginIpWindowMinutes: atLeastOne(env, 'LOGIN_IP_WINDOW_MINUTES', 15),
    loginCaptcha: flag(env, 'LOGIN_CAPTCHA', false),
    seedDemo: flag(env, 'SEED_DEMO', true),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    logLevel: env.LOG_LEVEL || 'info',
    codeSender: env.CODE_SENDER || 'log',
    codeOutboxFile: outboxFile(env.CODE_OUTBOX_FILE),
    file: readFileConfig(env),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 10),
    chatAllowedOrigins: origins(env.CHAT_ALLOWED_ORIGINS),
    chatLimits: {
      frameBurst: atLeastOne(env, 'CHAT_FRAME_BURST', 60),
      framesPerSecond: atLeastOne(env, 'CHAT_FRAMES_PER_SECOND', 5),
      socketsPerUser: integer(env, 'CHAT_SOCKETS_PER_USER', 10),
      socketsPerAddress: integer(env, 'CHAT_SOCKETS_PER_IP', 500),
    },
  };
}
