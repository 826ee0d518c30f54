import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';

export const inputNumberMeta = defineMeta({
  jnpfKey: 'inputNumber',
  group: 'basic',
  title: t('数字输入', '數字輸入', 'Number'),
  icon: 'number',
  inSubTable: true,
  props: { placeholder: '请输入', controls: false, thousands: false, isAmountChinese: false },
  properties: {
    placeholder: prop.text('占位提示'),
    min: prop.number('最小值'),
    max: prop.number('最大值'),
    step: prop.number('步长'),
    precision: prop.integer('精度', { minimum: 0 }),
    controls: prop.flag('控制按钮'),
    thousands: prop.flag('千位分隔'),
    isAmountChinese: prop.flag('大写金额'),
    addonBefore: prop.text('前缀'),
    addonAfter: prop.text('后缀'),
    ...COMMON_FIELD_PROPS,
  },
});
