import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, prop } from '../meta/props-schema.js';
import { inputNumberLabels } from './messages.js';

const label = labelsOf(inputNumberLabels);

export const inputNumberMeta = defineMeta({
  jnpfKey: 'inputNumber',
  group: 'basic',
  title: label('number'),
  icon: 'number',
  inSubTable: true,
  props: { placeholder: '请输入', controls: false, thousands: false, isAmountChinese: false },
  properties: {
    placeholder: prop.text(LABELS.placeholder),
    min: prop.number(LABELS.min),
    max: prop.number(LABELS.max),
    step: prop.number(LABELS.step),
    precision: prop.integer(LABELS.precision, { minimum: 0 }),
    controls: prop.flag(label('stepButtons')),
    thousands: prop.flag(LABELS.thousands),
    isAmountChinese: prop.flag(LABELS.isAmountChinese),
    addonBefore: prop.text(LABELS.prepend),
    addonAfter: prop.text(LABELS.append),
    ...COMMON_FIELD_PROPS,
  },
});
