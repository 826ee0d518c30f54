import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, prop } from '../meta/props-schema.js';
import { sliderLabels } from './messages.js';

const label = labelsOf(sliderLabels);

export const sliderMeta = defineMeta({
  jnpfKey: 'slider',
  group: 'basic',
  title: label('slider'),
  icon: 'slider',
  inSubTable: true,
  field: { defaultValue: 0 },
  props: { min: 0, max: 100, step: 1 },
  properties: {
    min: prop.number(LABELS.min, { default: 0 }),
    max: prop.number(LABELS.max, { default: 100 }),
    step: prop.number(LABELS.step, { default: 1 }),
    range: prop.flag(label('range')),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
