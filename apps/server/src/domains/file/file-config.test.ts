import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../config.js';

describe('file settings', () => {
  it('default to 5 MiB chunks, 2 GiB files, a day for abandoned chunks, five-minute links, the local disk', () => {
    expect(readConfig({}, '/x').file).toEqual({
      maxFileBytes: 2048 * 1024 * 1024,
      chunkBytes: 5_242_880,
      uploadMaxBytes: 10 * 1024 * 1024,
      chunkTtlMs: 24 * 60 * 60_000,
      sweepIntervalMs: 30 * 60_000,
      linkTtlMs: 300_000,
      linkSecret: undefined,
      s3: undefined,
    });
  });

  it('reads the S3 store only when all four of its settings are given', () => {
    const s3 = {
      FILE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      FILE_S3_BUCKET: 'files',
      FILE_S3_ACCESS_KEY: 'key',
      FILE_S3_SECRET_KEY: 'secret',
    };
    expect(readConfig(s3, '/x').file.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      accessKey: 'key',
      secretKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(() => readConfig({ ...s3, FILE_S3_SECRET_KEY: '' }, '/x')).toThrow(
      new ConfigError(
        'FILE_S3_SECRET_KEY must be set with FILE_S3_ENDPOINT, FILE_S3_BUCKET, FILE_S3_ACCESS_KEY',
      ),
    );
  });

  it('refuses a short link secret and sizes that are not whole numbers', () => {
    expect(() => readConfig({ FILE_LINK_SECRET: 'short' }, '/x')).toThrow(/FILE_LINK_SECRET/);
    expect(() => readConfig({ FILE_MAX_MB: '1.5' }, '/x')).toThrow(/FILE_MAX_MB/);
    expect(() => readConfig({ FILE_CHUNK_BYTES: '1000' }, '/x')).toThrow(
      /FILE_CHUNK_BYTES must be a whole number of at least 65536/,
    );
    expect(readConfig({ FILE_CHUNK_TTL_MINUTES: '5' }, '/x').file.chunkTtlMs).toBe(300_000);
  });
});
