export { SIZE_UNITS, type SizeUnit } from './limits.js';
export { UPLOAD_TEXTS, type UploadLanguage, type UploadTexts } from './texts.js';
export type { UploadedFile, UploadedImage } from './types.js';
export {
  hasUnfinished,
  NO_UNFINISHED_UPLOADS,
  type UnfinishedUploads,
} from './unfinished.js';
export {
  CHUNK_SIZE,
  FILE_UPLOAD_TYPE,
  MAX_CHUNK_RETRIES,
  type UploadStatus,
} from './upload-file/chunk-upload.js';
export { HASH_SLICE_SIZE, md5InSlices } from './upload-file/hash-slices.js';
export { UploadFileWidget, type UploadFileWidgetProps } from './upload-file/UploadFileWidget.js';
export {
  IMAGE_UPLOAD_TYPE,
  UploadImgWidget,
  type UploadImgWidgetProps,
} from './upload-img/UploadImgWidget.js';
