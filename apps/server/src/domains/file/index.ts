// What other domains may use of this one; everything else here is its own.
export { asBrokenForm } from './broken-form.js';
export { storeWhole } from './chunk-upload.js';
export { isImage } from './content-types.js';
export { DiskStore } from './disk-store.js';
export { findFile, imageUrl } from './file-records.js';
export type { FileStore } from './file-store.js';
export { acceptedStoredName, STORED_NAME_PATTERN, TYPE_MAX_BYTES } from './file-types.js';
export { makeStore } from './make-store.js';
export { S3Store } from './s3-store.js';
export { sendStoredFile } from './serve-file.js';
export { guardedWorkbook } from './workbook-guard.js';
