import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

const title = t('分割线', '分割線', 'Divider');

export const dividerMeta = defineMeta({
  jnpfKey: 'divider',
  group: 'basic',
  title,
  icon: 'divider',
  props: { content: title.zh, contentPosition: 'center' },
  properties: {
    content: prop.text('文案'),
    contentPosition: prop.choice('文案位置', ['left', 'center', 'right'], { default: 'center' }),
  },
});
