import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

const title = t('文本', '文本', 'Text');

export const textMeta = defineMeta({
  jnpfKey: 'text',
  group: 'basic',
  title,
  icon: 'text',
  props: { content: title.zh, textStyle: { color: '#000000', 'font-size': '12px' } },
  properties: {
    content: prop.text('文本内容'),
    textStyle: { type: 'object', title: '文本样式', additionalProperties: { type: 'string' } },
  },
});
