import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { prop } from '../meta/props-schema.js';
import { textLabels } from './messages.js';

const label = labelsOf(textLabels);

const title = label('text');

export const textMeta = defineMeta({
  jnpfKey: 'text',
  group: 'basic',
  title,
  icon: 'text',
  props: { content: title.zh, textStyle: { color: '#000000', 'font-size': '12px' } },
  properties: {
    content: prop.text(label('content')),
    textStyle: {
      type: 'object',
      title: label('textStyle'),
      additionalProperties: { type: 'string' },
    },
  },
});
