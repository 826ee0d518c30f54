import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';
import { datePickerLabels } from './messages.js';

const label = labelsOf(datePickerLabels);

export const datePickerMeta = defineMeta({
  jnpfKey: 'datePicker',
  group: 'basic',
  title: label('date'),
  icon: 'date',
  inSubTable: true,
  props: { placeholder: '请选择', type: 'date', format: 'YYYY-MM-DD', clearable: true },
  properties: {
    ...PLACEHOLDER_PROPS,
    type: prop.choice(
      label('dateType'),
      [
        ['date', label('typeDate')],
        ['datetime', label('dateAndTime')],
        ['month', label('month')],
        ['year', label('year')],
      ],
      { default: 'date' },
    ),
    format: prop.text(LABELS.format),
    ...COMMON_FIELD_PROPS,
  },
});
