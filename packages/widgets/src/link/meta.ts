import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { LABELS, prop } from '../meta/props-schema.js';
import { linkLabels } from './messages.js';

const label = labelsOf(linkLabels);

const title = label('link');

export const linkMeta = defineMeta({
  jnpfKey: 'link',
  group: 'basic',
  title,
  icon: 'link',
  props: { content: title.zh, href: '', target: '_self' },
  properties: {
    content: prop.text(LABELS.content),
    href: prop.text(label('url')),
    target: prop.choice(
      label('openIn'),
      [
        ['_self', label('sameWindow')],
        ['_blank', label('newWindow')],
      ],
      { default: '_self' },
    ),
  },
});
