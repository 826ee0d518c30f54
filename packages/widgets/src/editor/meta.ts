import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, prop } from '../meta/props-schema.js';
import { editorLabels } from './messages.js';

const label = labelsOf(editorLabels);

export const editorMeta = defineMeta({
  jnpfKey: 'editor',
  group: 'basic',
  title: label('richText'),
  icon: 'rich-text',
  props: { placeholder: '请输入' },
  properties: {
    placeholder: prop.text(LABELS.placeholder),
    height: prop.integer(LABELS.height, { minimum: 0 }),
    ...COMMON_FIELD_PROPS,
  },
});
