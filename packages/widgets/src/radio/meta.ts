import { t } from '../meta/define-meta.js';
import { optionMeta } from '../meta/option-meta.js';
import { prop } from '../meta/props-schema.js';

export const radioMeta = optionMeta({
  jnpfKey: 'radio',
  group: 'basic',
  title: t('单选框组', '單選框組', 'Radio'),
  icon: 'radio',
  props: { optionType: 'default', direction: 'horizontal' },
  properties: {
    optionType: prop.choice('选项样式', ['default', 'button'], { default: 'default' }),
    direction: prop.choice('排列方式', ['horizontal', 'vertical'], { default: 'horizontal' }),
  },
});
