import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';
import { colorPickerLabels } from './messages.js';

const label = labelsOf(colorPickerLabels);

export const colorPickerMeta = defineMeta({
  jnpfKey: 'colorPicker',
  group: 'basic',
  title: label('color'),
  icon: 'color',
  inSubTable: true,
  props: { showAlpha: false, colorFormat: 'hex' },
  properties: {
    showAlpha: prop.flag(label('showAlpha')),
    colorFormat: prop.choice(label('colorFormat'), ['hex', 'rgb', 'hsb'], {
      default: 'hex',
    }),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
