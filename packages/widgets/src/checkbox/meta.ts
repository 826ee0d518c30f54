import { t } from '../meta/define-meta.js';
import { optionMeta } from '../meta/option-meta.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';

export const checkboxMeta = optionMeta({
  jnpfKey: 'checkbox',
  group: 'basic',
  title: t('多选框组', '多選框組', 'Checkbox'),
  icon: 'checkbox',
  props: { optionType: 'default', direction: 'horizontal' },
  properties: {
    optionType: prop.choice(LABELS.optionType, CHOICES.optionType, { default: 'default' }),
    direction: prop.choice(LABELS.direction, CHOICES.direction, { default: 'horizontal' }),
  },
});
