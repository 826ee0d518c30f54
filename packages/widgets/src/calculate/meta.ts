import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { LABELS, prop } from '../meta/props-schema.js';
import { calculateLabels } from './messages.js';

const label = labelsOf(calculateLabels);

export const calculateMeta = defineMeta({
  jnpfKey: 'calculate',
  group: 'advanced',
  title: label('formula'),
  icon: 'count',
  inSubTable: true,
  // A calculated field needs a well-formed expression to be saved; it starts as the constant 0.
  field: { expression: [0] },
  props: { precision: 2, thousands: false, isAmountChinese: false },
  properties: {
    precision: prop.integer(LABELS.precision, { minimum: 0, default: 2 }),
    thousands: prop.flag(LABELS.thousands),
    isAmountChinese: prop.flag(LABELS.isAmountChinese),
  },
});
