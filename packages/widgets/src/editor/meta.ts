import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, prop } from '../meta/props-schema.js';

export const editorMeta = defineMeta({
  jnpfKey: 'editor',
  group: 'basic',
  title: t('富文本', '富文本', 'Rich text'),
  icon: 'rich-text',
  props: { placeholder: '请输入' },
  properties: {
    placeholder: prop.text(LABELS.placeholder),
    height: prop.integer(LABELS.height, { minimum: 0 }),
    ...COMMON_FIELD_PROPS,
  },
});
