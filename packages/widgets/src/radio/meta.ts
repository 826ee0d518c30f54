import { labelsOf } from '../meta/localized.js';
import { optionMeta } from '../meta/option-meta.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';
import { radioLabels } from './messages.js';

const label = labelsOf(radioLabels);

export const radioMeta = optionMeta({
  jnpfKey: 'radio',
  group: 'basic',
  title: label('radio'),
  icon: 'radio',
  props: { optionType: 'default', direction: 'horizontal' },
  properties: {
    optionType: prop.choice(LABELS.optionType, CHOICES.optionType, { default: 'default' }),
    direction: prop.choice(LABELS.direction, CHOICES.direction, { default: 'horizontal' }),
  },
});
