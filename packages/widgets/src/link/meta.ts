import { defineMeta, t } from '../meta/define-meta.js';
import { LABELS, prop } from '../meta/props-schema.js';

const title = t('链接', '鏈接', 'Link');

export const linkMeta = defineMeta({
  jnpfKey: 'link',
  group: 'basic',
  title,
  icon: 'link',
  props: { content: title.zh, href: '', target: '_self' },
  properties: {
    content: prop.text(LABELS.content),
    href: prop.text(t('链接地址', '鏈接地址', 'URL')),
    target: prop.choice(
      t('打开方式', '開啟方式', 'Open in'),
      [
        ['_self', t('当前窗口', '目前視窗', 'Same window')],
        ['_blank', t('新窗口', '新視窗', 'New window')],
      ],
      { default: '_self' },
    ),
  },
});
