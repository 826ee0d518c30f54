import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';
import { autoCompleteLabels } from './messages.js';

const label = labelsOf(autoCompleteLabels);

export const autoCompleteMeta = defineMeta({
  jnpfKey: 'autoComplete',
  group: 'advanced',
  title: label('autocomplete'),
  icon: 'auto-complete',
  inSubTable: true,
  props: { placeholder: '请输入', clearable: true, interfaceId: '', relationField: 'fullName', total: 50 },
  properties: {
    ...PLACEHOLDER_PROPS,
    interfaceId: prop.text(LABELS.interfaceId),
    relationField: prop.text(LABELS.showField, { default: 'fullName' }),
    total: prop.integer(LABELS.total, { minimum: 1, default: 50 }),
    ...COMMON_FIELD_PROPS,
  },
});
