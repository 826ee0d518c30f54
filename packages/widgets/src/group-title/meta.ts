import { defineMeta, t } from '../meta/define-meta.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';

const title = t('分组标题', '分組標題', 'Group title');

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
