import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, prop } from '../meta/props-schema.js';

export const sliderMeta = defineMeta({
  jnpfKey: 'slider',
  group: 'basic',
  title: t('滑块', '滑塊', 'Slider'),
  icon: 'slider',
  inSubTable: true,
  field: { defaultValue: 0 },
  props: { min: 0, max: 100, step: 1 },
  properties: {
    min: prop.number(LABELS.min, { default: 0 }),
    max: prop.number(LABELS.max, { default: 100 }),
    step: prop.number(LABELS.step, { default: 1 }),
    range: prop.flag(t('范围选择', '範圍選擇', 'Range')),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
