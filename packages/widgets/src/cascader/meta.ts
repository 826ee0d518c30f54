import { t } from '../meta/define-meta.js';
import { optionMeta } from '../meta/option-meta.js';
import { PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const cascaderMeta = optionMeta({
  jnpfKey: 'cascader',
  group: 'basic',
  title: t('级联选择', '級聯選擇', 'Cascader'),
  icon: 'cascader',
  props: {
    placeholder: '请选择',
    clearable: true,
    multiple: false,
    filterable: false,
    showAllLevels: true,
    separator: '/',
  },
  properties: {
    ...PLACEHOLDER_PROPS,
    multiple: prop.flag('是否多选'),
    filterable: prop.flag('能否搜索'),
    showAllLevels: prop.flag('完整路径'),
    separator: prop.text('分隔符'),
  },
});
