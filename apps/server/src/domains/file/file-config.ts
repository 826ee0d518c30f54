import { ConfigError } from '../../config-error.js';

const MIB = 1024 * 1024;

/** Where uploaded files are kept when they are not on the local disk under DATA_DIR. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most self-hosted stores need. */
  forcePathStyle: boolean;
}

export interface FileConfig {
  /** The largest file one chunked upload may store. */
  maxFileBytes: number;
  /** The largest chunk a client may announce; the last chunk may be up to twice this, less a byte. */
  chunkBytes: number;
  /** The largest file a single-request upload (images, avatars) may carry. */
  uploadMaxBytes: number;
  /** Chunks of an upload untouched this long are removed. */
  chunkTtlMs: number;
  /** How often the server looks for such chunks. */
  sweepIntervalMs: number;
  /** How long a signed download link answers. */
  linkTtlMs: number;
  /** Key of the download links' signatures; unset, one is made and kept in DATA_DIR. */
  linkSecret: string | undefined;
  s3: S3Settings | undefined;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, least = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least)
    throw new ConfigError(`${name} must be a whole number of at least ${least}, got "${raw}"`);
  return value;
}

/** All four S3 settings or none: half a configuration would silently keep files on one machine. */
function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const names = ['FILE_S3_ENDPOINT', 'FILE_S3_BUCKET', 'FILE_S3_ACCESS_KEY', 'FILE_S3_SECRET_KEY'];
  const given = names.filter((name) => env[name]);
  if (given.length === 0) return undefined;
  if (given.length < names.length)
    throw new ConfigError(
      `${names.filter((name) => !env[name]).join(', ')} must be set with ${given.join(', ')}`,
    );
  return {
    endpoint: env.FILE_S3_ENDPOINT as string,
    bucket: env.FILE_S3_BUCKET as string,
    accessKey: env.FILE_S3_ACCESS_KEY as string,
    secretKey: env.FILE_S3_SECRET_KEY as string,
    region: env.FILE_S3_REGION || 'us-east-1',
    forcePathStyle: !['0', 'false', 'no', 'off'].includes((env.FILE_S3_PATH_STYLE ?? '1').toLowerCase()),
  };
}

export function readFileConfig(env: NodeJS.ProcessEnv): FileConfig {
  const secret = env.FILE_LINK_SECRET || undefined;
  if (secret !== undefined && secret.length < 32)
    throw new ConfigError('FILE_LINK_SECRET must be at least 32 characters');
  return {
    maxFileBytes: wholeNumber(env, 'FILE_MAX_MB', 2048, 1) * MIB,
    chunkBytes: wholeNumber(env, 'FILE_CHUNK_BYTES', 5 * MIB, 64 * 1024),
    uploadMaxBytes: wholeNumber(env, 'FILE_UPLOAD_MAX_MB', 10, 1) * MIB,
    chunkTtlMs: wholeNumber(env, 'FILE_CHUNK_TTL_MINUTES', 24 * 60, 1) * 60_000,
    sweepIntervalMs: wholeNumber(env, 'FILE_SWEEP_MINUTES', 30, 1) * 60_000,
    linkTtlMs: wholeNumber(env, 'FILE_LINK_TTL_SECONDS', 300, 1) * 1000,
    linkSecret: secret,
    s3: s3Settings(env),
  };
}
