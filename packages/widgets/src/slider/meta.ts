import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';

export const sliderMeta = defineMeta({
  jnpfKey: 'slider',
  group: 'basic',
  title: t('滑块', '滑塊', 'Slider'),
  icon: 'slider',
  inSubTable: true,
  field: { defaultValue: 0 },
  props: { min: 0, max: 100, step: 1 },
  properties: {
    min: prop.number('最小值', { default: 0 }),
    max: prop.number('最大值', { default: 100 }),
    step: prop.number('步长', { default: 1 }),
    range: prop.flag('范围选择'),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
