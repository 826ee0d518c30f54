import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { CHOICES, prop } from '../meta/props-schema.js';
import { dividerLabels } from './messages.js';

const label = labelsOf(dividerLabels);

const title = label('divider');

export const dividerMeta = defineMeta({
  jnpfKey: 'divider',
  group: 'basic',
  title,
  icon: 'divider',
  props: { content: title.zh, contentPosition: 'center' },
  properties: {
    content: prop.text(label('text')),
    contentPosition: prop.choice(label('textPosition'), CHOICES.align, {
      default: 'center',
    }),
  },
});
