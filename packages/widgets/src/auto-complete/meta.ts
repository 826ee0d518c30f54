import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const autoCompleteMeta = defineMeta({
  jnpfKey: 'autoComplete',
  group: 'advanced',
  title: t('下拉补全', '下拉補全', 'Autocomplete'),
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
