import type { JnpfKey } from '@formwork/schema';
import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, prop } from '../meta/props-schema.js';
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
      fileSize: prop.number(t('文件大小', '檔案大小', 'File size'), { minimum: 0, default: 5 }),
      sizeUnit: prop.choice(t('大小单位', '大小單位', 'Size unit'), ['KB', 'MB', 'GB'], { default: 'MB' }),
      limit: prop.integer(t('最大上传数', '最大上傳數', 'Maximum files'), { minimum: 0, default: 9 }),
      ...own.properties,
      tipText: prop.text(t('提示语', '提示語', 'Hint')),
      ...COMMON_FIELD_PROPS,
    },
  });
}

export const uploadFileMeta = uploadMeta('uploadFile', t('文件上传', '文件上傳', 'File upload'), 'upload', {
  props: { accept: '' },
  properties: {
    accept: prop.text(t('文件类型', '檔案類型', 'Accepted file types')),
    buttonText: prop.text(LABELS.buttonText),
    // A contract form marks its files sealed once stamped; they can then no longer be deleted.
    sealed: prop.flag(t('盖章后不能删除', '蓋章後不能刪除', 'Cannot be deleted once stamped'), {
      default: false,
    }),
  },
});
export const uploadImgMeta = uploadMeta('uploadImg', t('图片上传', '圖片上傳', 'Image upload'), 'image', {
  props: {},
  properties: {},
});
