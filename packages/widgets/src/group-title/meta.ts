import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

const title = t('分组标题', '分組標題', 'Group title');

export const groupTitleMeta = defineMeta({
  jnpfKey: 'groupTitle',
  group: 'basic',
  title,
  icon: 'title',
  props: { content: title.zh, contentPosition: 'left' },
  properties: {
    content: prop.text('标题'),
    contentPosition: prop.choice('对齐方式', ['left', 'center', 'right'], { default: 'left' }),
  },
});
