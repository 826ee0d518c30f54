import type { JnpfKey } from '@formwork/schema';
import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';
import type { LocalizedText } from '../meta/types.js';

/** A property of the designer's panel, as `prop` builds it. */
type Property = Record<string, unknown>;

/** Files and images share their limits: size in a unit (5 MB by default), count, accepted types. */
function uploadMeta(
  jnpfKey: JnpfKey,
  title: LocalizedText,
  icon: string,
  own: { props: Record<string, unknown>; properties: Record<string, Property> },
) {
  return defineMeta({
    jnpfKey,
    group: 'basic',
    title,
    icon,
    props: { fileSize: 5, sizeUnit: 'MB', limit: 9, ...own.props },
    properties: {
      fileSize: prop.number('文件大小', { minimum: 0, default: 5 }),
      sizeUnit: prop.choice('大小单位', ['KB', 'MB', 'GB'], { default: 'MB' }),
      limit: prop.integer('最大上传数', { minimum: 0, default: 9 }),
      ...own.properties,
      tipText: prop.text('提示语'),
      ...COMMON_FIELD_PROPS,
    },
  });
}

export const uploadFileMeta = uploadMeta('uploadFile', t('文件上传', '文件上傳', 'File upload'), 'upload', {
  props: { accept: '' },
  properties: {
    accept: prop.text('文件类型'),
    buttonText: prop.text('按钮文字'),
    // A contract form marks its files sealed once stamped; they can then no longer be deleted.
    sealed: prop.flag('盖章后不能删除', { default: false }),
  },
});
export const uploadImgMeta = uploadMeta('uploadImg', t('图片上传', '圖片上傳', 'Image upload'), 'image', {
  props: {},
  properties: {},
});
