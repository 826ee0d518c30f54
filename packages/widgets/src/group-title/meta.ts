import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';
import { groupTitleLabels } from './messages.js';

const label = labelsOf(groupTitleLabels);

const title = label('groupTitle');

export const groupTitleMeta = defineMeta({
  jnpfKey: 'groupTitle',
  group: 'basic',
  title,
  icon: 'title',
  props: { content: title.zh, contentPosition: 'left' },
  properties: {
    content: prop.text(LABELS.title),
    contentPosition: prop.choice(LABELS.align, CHOICES.align, { default: 'left' }),
  },
});
