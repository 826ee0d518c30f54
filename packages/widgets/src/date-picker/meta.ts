import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const datePickerMeta = defineMeta({
  jnpfKey: 'datePicker',
  group: 'basic',
  title: t('日期选择', '日期選擇', 'Date'),
  icon: 'date',
  inSubTable: true,
  props: { placeholder: '请选择', type: 'date', format: 'YYYY-MM-DD', clearable: true },
  properties: {
    ...PLACEHOLDER_PROPS,
    type: prop.choice(
      t('时间类型', '時間類型', 'Date type'),
      [
        ['date', t('日期', '日期', 'Date')],
        ['datetime', t('日期时间', '日期時間', 'Date and time')],
        ['month', t('月', '月', 'Month')],
        ['year', t('年', '年', 'Year')],
      ],
      { default: 'date' },
    ),
    format: prop.text(LABELS.format),
    ...COMMON_FIELD_PROPS,
  },
});
