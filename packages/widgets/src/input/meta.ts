import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';
import { inputLabels } from './messages.js';

const label = labelsOf(inputLabels);

export const inputMeta = defineMeta({
  jnpfKey: 'input',
  group: 'basic',
  title: label('input'),
  icon: 'input',
  inSubTable: true,
  props: { placeholder: '请输入', clearable: true },
  properties: {
    ...PLACEHOLDER_PROPS,
    maxlength: prop.integer(LABELS.maxlength, { minimum: 0 }),
    showWordLimit: prop.flag(LABELS.showWordLimit),
    showPassword: prop.flag(label('password')),
    prepend: prop.text(LABELS.prepend),
    append: prop.text(LABELS.append),
    ...COMMON_FIELD_PROPS,
  },
});
