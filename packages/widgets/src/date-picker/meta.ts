import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const datePickerMeta = defineMeta({
  jnpfKey: 'datePicker',
  group: 'basic',
  title: t('日期选择', '日期選擇', 'Date'),
  icon: 'date',
  inSubTable: true,
  props: { placeholder: '请选择', type: 'date', format: 'YYYY-MM-DD', clearable: true },
  properties: {
    ...PLACEHOLDER_PROPS,
    type: prop.choice('时间类型', ['date', 'datetime', 'month', 'year'], { default: 'date' }),
    format: prop.text('时间格式'),
    ...COMMON_FIELD_PROPS,
  },
});
