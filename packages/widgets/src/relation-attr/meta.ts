import type { JnpfKey } from '@formwork/schema';
import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';
import type { LocalizedText } from '../meta/types.js';

/**
 * One column of the record chosen in a relation field (relationForm or popupSelect). Stored
 * under its own vModel only when `isStorage` says so; otherwise it only shows.
 */
function relationAttrMeta(jnpfKey: JnpfKey, title: LocalizedText, icon: string) {
  return defineMeta({
    jnpfKey,
    group: 'advanced',
    title,
    icon,
    inSubTable: true,
    props: { relationField: '', showField: '', isStorage: 0 },
    properties: {
      relationField: prop.text('关联字段'),
      showField: prop.text('显示字段'),
      isStorage: prop.choice('存储类型', [0, 1], { default: 0 }),
    },
  });
}

export const relationFormAttrMeta = relationAttrMeta(
  'relationFormAttr',
  t('关联表单属性', '關聯表單屬性', 'Related form field'),
  'nav',
);
export const popupAttrMeta = relationAttrMeta(
  'popupAttr',
  t('弹窗选择属性', '彈窗選擇屬性', 'Popup field'),
  'nav',
);
