import { labelsOf } from '../meta/localized.js';
import { optionMeta } from '../meta/option-meta.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';
import { checkboxLabels } from './messages.js';

const label = labelsOf(checkboxLabels);

export const checkboxMeta = optionMeta({
  jnpfKey: 'checkbox',
  group: 'basic',
  title: label('checkbox'),
  icon: 'checkbox',
  props: { optionType: 'default', direction: 'horizontal' },
  properties: {
    optionType: prop.choice(LABELS.optionType, CHOICES.optionType, { default: 'default' }),
    direction: prop.choice(LABELS.direction, CHOICES.direction, { default: 'horizontal' }),
  },
});
