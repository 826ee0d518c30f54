import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';

export const colorPickerMeta = defineMeta({
  jnpfKey: 'colorPicker',
  group: 'basic',
  title: t('颜色选择', '顏色選擇', 'Color'),
  icon: 'color',
  inSubTable: true,
  props: { showAlpha: false, colorFormat: 'hex' },
  properties: {
    showAlpha: prop.flag(t('透明度', '透明度', 'Show alpha')),
    colorFormat: prop.choice(t('颜色格式', '顏色格式', 'Color format'), ['hex', 'rgb', 'hsb'], {
      default: 'hex',
    }),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
