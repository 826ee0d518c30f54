import { join } from 'node:path';
import { DiskStore } from './disk-store.js';
import type { FileStore } from './file-store.js';
import { S3Store } from './s3-store.js';

/**
 * The store uploads live in: S3 when configured, otherwise the disk under DATA_DIR. Stores keep
 * no state of their own, so another domain reading uploaded files opens its own over the same place.
 */
export function makeStore(config: {
  dataDir: string;
  file: { s3: ConstructorParameters<typeof S3Store>[0] | undefined };
}): FileStore {
  return config.file.s3 ? new S3Store(config.file.s3) : new DiskStore(join(config.dataDir, 'files'));
}
