import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';

export const rateMeta = defineMeta({
  jnpfKey: 'rate',
  group: 'basic',
  title: t('评分', '評分', 'Rate'),
  icon: 'rate',
  inSubTable: true,
  field: { defaultValue: 0 },
  props: { count: 5, allowHalf: false, showScore: false },
  properties: {
    count: prop.integer('最大值', { minimum: 1, default: 5 }),
    allowHalf: prop.flag('允许半选'),
    showScore: prop.flag('显示分数'),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
