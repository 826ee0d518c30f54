import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, prop } from '../meta/props-schema.js';

export const rateMeta = defineMeta({
  jnpfKey: 'rate',
  group: 'basic',
  title: t('评分', '評分', 'Rate'),
  icon: 'rate',
  inSubTable: true,
  field: { defaultValue: 0 },
  props: { count: 5, allowHalf: false, showScore: false },
  properties: {
    count: prop.integer(LABELS.max, { minimum: 1, default: 5 }),
    allowHalf: prop.flag(t('允许半选', '允許半選', 'Allow half stars')),
    showScore: prop.flag(t('显示分数', '顯示分數', 'Show score')),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
