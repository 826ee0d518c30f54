import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';
import { timePickerLabels } from './messages.js';

const label = labelsOf(timePickerLabels);

export const timePickerMeta = defineMeta({
  jnpfKey: 'timePicker',
  group: 'basic',
  title: label('time'),
  icon: 'time',
  inSubTable: true,
  props: { placeholder: '请选择', format: 'HH:mm:ss', clearable: true },
  properties: {
    ...PLACEHOLDER_PROPS,
    format: prop.choice(LABELS.format, ['HH:mm:ss', 'HH:mm'], { default: 'HH:mm:ss' }),
    ...COMMON_FIELD_PROPS,
  },
});
