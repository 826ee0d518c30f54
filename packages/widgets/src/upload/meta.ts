import type { JnpfKey } from '@formwork/schema';
import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';
import type { LocalizedText } from '../meta/types.js';

/** Files and images share their limits: size in a unit (spec: 5 MB by default), count, accepted types. */
function uploadMeta(jnpfKey: JnpfKey, title: LocalizedText, icon: string) {
  return defineMeta({
    jnpfKey,
    group: 'basic',
    title,
    icon,
    props: { fileSize: 5, sizeUnit: 'MB', limit: 9, accept: '' },
    properties: {
      fileSize: prop.number('文件大小', { minimum: 0, default: 5 }),
      sizeUnit: prop.choice('大小单位', ['KB', 'MB', 'GB'], { default: 'MB' }),
      limit: prop.integer('最大上传数', { minimum: 0, default: 9 }),
      accept: prop.text('文件类型'),
      ...COMMON_FIELD_PROPS,
    },
  });
}

export const uploadFileMeta = uploadMeta('uploadFile', t('文件上传', '文件上傳', 'File upload'), 'upload');
export const uploadImgMeta = uploadMeta('uploadImg', t('图片上传', '圖片上傳', 'Image upload'), 'image');
