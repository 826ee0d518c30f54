import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';
import { areaSelectLabels } from './messages.js';

const label = labelsOf(areaSelectLabels);

export const areaSelectMeta = defineMeta({
  jnpfKey: 'areaSelect',
  group: 'advanced',
  title: label('region'),
  icon: 'Provinces',
  inSubTable: true,
  props: { placeholder: '请选择', clearable: true, multiple: false, level: 2 },
  properties: {
    ...PLACEHOLDER_PROPS,
    multiple: prop.flag(LABELS.multiple),
    level: prop.choice(
      label('levels'),
      [
        [0, label('province')],
        [1, label('provinceCity')],
        [2, label('provinceCityDistrict')],
        [3, label('provinceCityDistrictStreet')],
      ],
      { default: 2 },
    ),
    ...COMMON_FIELD_PROPS,
  },
});
