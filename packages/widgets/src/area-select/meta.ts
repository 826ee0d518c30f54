import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const areaSelectMeta = defineMeta({
  jnpfKey: 'areaSelect',
  group: 'advanced',
  title: t('省市区域', '省市區域', 'Region'),
  icon: 'Provinces',
  inSubTable: true,
  props: { placeholder: '请选择', clearable: true, multiple: false, level: 2 },
  properties: {
    ...PLACEHOLDER_PROPS,
    multiple: prop.flag(LABELS.multiple),
    level: prop.choice(
      t('格式', '格式', 'Levels'),
      [
        [0, t('省', '省', 'Province')],
        [1, t('省市', '省市', 'Province, city')],
        [2, t('省市区', '省市區', 'Province, city, district')],
        [3, t('省市区街道', '省市區街道', 'Province, city, district, street')],
      ],
      { default: 2 },
    ),
    ...COMMON_FIELD_PROPS,
  },
});
