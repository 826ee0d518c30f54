import { t } from '../meta/define-meta.js';
import { optionMeta } from '../meta/option-meta.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';

export const radioMeta = optionMeta({
  jnpfKey: 'radio',
  group: 'basic',
  title: t('单选框组', '單選框組', 'Radio'),
  icon: 'radio',
  props: { optionType: 'default', direction: 'horizontal' },
  properties: {
    optionType: prop.choice(LABELS.optionType, CHOICES.optionType, { default: 'default' }),
    direction: prop.choice(LABELS.direction, CHOICES.direction, { default: 'horizontal' }),
  },
});
