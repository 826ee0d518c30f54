import { containerMeta, containerTitle } from '../meta/container-meta.js';
import { labelsOf } from '../meta/localized.js';
import { prop } from '../meta/props-schema.js';
import { cardLabels } from './messages.js';

const label = labelsOf(cardLabels);

export const cardMeta = containerMeta({
  jnpfKey: 'card',
  title: label('card'),
  icon: 'card',
  children: () => [],
  props: { shadow: 'never' },
  properties: {
    shadow: prop.choice(
      label('shadow'),
      [
        ['always', label('always')],
        ['hover', label('onHover')],
        ['never', label('never')],
      ],
      { default: 'never' },
    ),
  },
  toComponentProps: (field) => ({ title: containerTitle(field), shadow: field.props?.shadow }),
});
