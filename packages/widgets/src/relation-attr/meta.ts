import type { JnpfKey } from '@formwork/schema';
import { defineMeta, t } from '../meta/define-meta.js';
import { LABELS, prop } from '../meta/props-schema.js';
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
      relationField: prop.text(t('关联字段', '關聯欄位', 'Related field')),
      showField: prop.text(LABELS.showField),
      isStorage: prop.choice(
        t('存储类型', '儲存類型', 'Storage'),
        [
          [0, t('只显示', '只顯示', 'Display only')],
          [1, t('存储', '儲存', 'Stored')],
        ],
        { default: 0 },
      ),
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
