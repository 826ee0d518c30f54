import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

const title = t('链接', '鏈接', 'Link');

export const linkMeta = defineMeta({
  jnpfKey: 'link',
  group: 'basic',
  title,
  icon: 'link',
  props: { content: title.zh, href: '', target: '_self' },
  properties: {
    content: prop.text('文本'),
    href: prop.text('链接地址'),
    target: prop.choice('打开方式', ['_self', '_blank'], { default: '_self' }),
  },
});
