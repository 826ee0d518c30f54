import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const areaSelectMeta = defineMeta({
  jnpfKey: 'areaSelect',
  group: 'advanced',
  title: t('省市区域', '省市區域', 'Region'),
  icon: 'Provinces',
  inSubTable: true,
  props: { placeholder: '请选择', clearable: true, multiple: false, level: 2 },
  properties: {
    ...PLACEHOLDER_PROPS,
    multiple: prop.flag('是否多选'),
    level: prop.choice('格式', [0, 1, 2, 3], { default: 2 }),
    ...COMMON_FIELD_PROPS,
  },
});
