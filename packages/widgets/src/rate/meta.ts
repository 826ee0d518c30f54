import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, prop } from '../meta/props-schema.js';
import { rateLabels } from './messages.js';

const label = labelsOf(rateLabels);

export const rateMeta = defineMeta({
  jnpfKey: 'rate',
  group: 'basic',
  title: label('rate'),
  icon: 'rate',
  inSubTable: true,
  field: { defaultValue: 0 },
  props: { count: 5, allowHalf: false, showScore: false },
  properties: {
    count: prop.integer(LABELS.max, { minimum: 1, default: 5 }),
    allowHalf: prop.flag(label('allowHalfStars')),
    showScore: prop.flag(label('showScore')),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
