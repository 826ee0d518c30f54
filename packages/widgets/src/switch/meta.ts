import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, prop } from '../meta/props-schema.js';
import { switchLabels } from './messages.js';

const label = labelsOf(switchLabels);

export const switchMeta = defineMeta({
  jnpfKey: 'switch',
  group: 'basic',
  title: label('switch'),
  icon: 'switch',
  inSubTable: true,
  field: { defaultValue: 0 },
  props: { activeTxt: '开', inactiveTxt: '关', activeValue: 1, inactiveValue: 0 },
  properties: {
    activeTxt: prop.text(label('onText')),
    inactiveTxt: prop.text(label('offText')),
    activeValue: prop.number(label('onValue'), { default: 1 }),
    inactiveValue: prop.number(label('offValue'), { default: 0 }),
    disabled: COMMON_FIELD_PROPS.disabled,
  },
});
