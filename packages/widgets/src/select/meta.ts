import { t } from '../meta/define-meta.js';
import { optionMeta } from '../meta/option-meta.js';
import { LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const selectMeta = optionMeta({
  jnpfKey: 'select',
  group: 'basic',
  title: t('下拉选择', '下拉選擇', 'Select'),
  icon: 'select',
  props: { placeholder: '请选择', clearable: true, multiple: false, filterable: false },
  properties: {
    ...PLACEHOLDER_PROPS,
    multiple: prop.flag(LABELS.multiple),
    filterable: prop.flag(LABELS.filterable),
  },
});
