import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { uploadFileMeta, uploadImgMeta } from './meta.js';

export const uploadFileDefinition = defineWidget({
  jnpfKey: 'uploadFile',
  meta: uploadFileMeta,
  widget: loadOnUse(
    () => import('./upload-file/UploadFileWidget.js').then((module) => module.UploadFileWidget),
    'UploadFileWidget',
  ),
});

export const uploadImgDefinition = defineWidget({
  jnpfKey: 'uploadImg',
  meta: uploadImgMeta,
  widget: loadOnUse(
    () => import('./upload-img/UploadImgWidget.js').then((module) => module.UploadImgWidget),
    'UploadImgWidget',
  ),
});
