import { defineMeta, t } from '../meta/define-meta.js';
import { CHOICES, prop } from '../meta/props-schema.js';

const title = t('分割线', '分割線', 'Divider');

export const dividerMeta = defineMeta({
  jnpfKey: 'divider',
  group: 'basic',
  title,
  icon: 'divider',
  props: { content: title.zh, contentPosition: 'center' },
  properties: {
    content: prop.text(t('文案', '文案', 'Text')),
    contentPosition: prop.choice(t('文案位置', '文案位置', 'Text position'), CHOICES.align, {
      default: 'center',
    }),
  },
});
