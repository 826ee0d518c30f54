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
    content: prop.text(t('文本内容', '文本內容', 'Text')),
    textStyle: {
      type: 'object',
      title: t('文本样式', '文本樣式', 'Text style'),
      additionalProperties: { type: 'string' },
    },
  },
});
