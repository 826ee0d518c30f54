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
    activeTxt: prop.text(t('开启提示', '開啟提示', 'On text')),
    inactiveTxt: prop.text(t('关闭提示', '關閉提示', 'Off text')),
    activeValue: prop.number(t('开启值', '開啟值', 'On value'), { default: 1 }),
    inactiveValue: prop.number(t('关闭值', '關閉值', 'Off value'), { default: 0 }),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
