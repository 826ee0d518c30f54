import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const timePickerMeta = defineMeta({
  jnpfKey: 'timePicker',
  group: 'basic',
  title: t('时间选择', '時間選擇', 'Time'),
  icon: 'time',
  inSubTable: true,
  props: { placeholder: '请选择', format: 'HH:mm:ss', clearable: true },
  properties: {
    ...PLACEHOLDER_PROPS,
    format: prop.choice(LABELS.format, ['HH:mm:ss', 'HH:mm'], { default: 'HH:mm:ss' }),
    ...COMMON_FIELD_PROPS,
  },
});
