import { t } from '../meta/define-meta.js';
import { optionMeta } from '../meta/option-meta.js';
import { LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const treeSelectMeta = optionMeta({
  jnpfKey: 'treeSelect',
  group: 'advanced',
  title: t('下拉树形', '下拉樹形', 'Tree select'),
  icon: 'tree-select',
  props: { placeholder: '请选择', clearable: true, multiple: false, filterable: false },
  properties: {
    ...PLACEHOLDER_PROPS,
    multiple: prop.flag(LABELS.multiple),
    filterable: prop.flag(LABELS.filterable),
  },
});
