import { labelsOf } from '../meta/localized.js';
import { optionMeta } from '../meta/option-meta.js';
import { LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';
import { selectLabels } from './messages.js';

const label = labelsOf(selectLabels);

export const selectMeta = optionMeta({
  jnpfKey: 'select',
  group: 'basic',
  title: label('select'),
  icon: 'select',
  props: { placeholder: '请选择', clearable: true, multiple: false, filterable: false },
  properties: {
    ...PLACEHOLDER_PROPS,
    multiple: prop.flag(LABELS.multiple),
    filterable: prop.flag(LABELS.filterable),
  },
});
