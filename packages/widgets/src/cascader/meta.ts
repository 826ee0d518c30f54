import { labelsOf } from '../meta/localized.js';
import { optionMeta } from '../meta/option-meta.js';
import { LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';
import { cascaderLabels } from './messages.js';

const label = labelsOf(cascaderLabels);

export const cascaderMeta = optionMeta({
  jnpfKey: 'cascader',
  group: 'basic',
  title: label('cascader'),
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
    showAllLevels: prop.flag(label('showFullPath')),
    separator: prop.text(label('separator')),
  },
});
