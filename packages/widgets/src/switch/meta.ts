import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';

export const switchMeta = defineMeta({
  jnpfKey: 'switch',
  group: 'basic',
  title: t('开关', '開關', 'Switch'),
  icon: 'switch',
  inSubTable: true,
  field: { defaultValue: 0 },
  props: { activeTxt: '开', inactiveTxt: '关', activeValue: 1, inactiveValue: 0 },
  properties: {
    activeTxt: prop.text('开启提示'),
    inactiveTxt: prop.text('关闭提示'),
    activeValue: prop.number('开启值', { default: 1 }),
    inactiveValue: prop.number('关闭值', { default: 0 }),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
