import { t } from '../meta/define-meta.js';
import { optionMeta } from '../meta/option-meta.js';
import { LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const cascaderMeta = optionMeta({
  jnpfKey: 'cascader',
  group: 'basic',
  title: t('级联选择', '級聯選擇', 'Cascader'),
  icon: 'cascader',
  props: {
    placeholder: '请选择',
    clearable: true,
    multiple: false,
    filterable: false,
    showAllLevels: true,
    separator: '/',
  },
  properties: {
    ...PLACEHOLDER_PROPS,
    multiple: prop.flag(LABELS.multiple),
    filterable: prop.flag(LABELS.filterable),
    showAllLevels: prop.flag(t('完整路径', '完整路徑', 'Show full path')),
    separator: prop.text(t('分隔符', '分隔符', 'Separator')),
  },
});
