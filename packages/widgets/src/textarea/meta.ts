import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const textareaMeta = defineMeta({
  jnpfKey: 'textarea',
  group: 'basic',
  title: t('多行输入', '多行輸入', 'Textarea'),
  icon: 'textarea',
  inSubTable: true,
  props: { placeholder: '请输入', autosize: { minRows: 4, maxRows: 4 } },
  properties: {
    ...PLACEHOLDER_PROPS,
    maxlength: prop.integer('最多输入', { minimum: 0 }),
    showWordLimit: prop.flag('输入统计'),
    autosize: {
      type: 'object',
      title: '行数',
      properties: { minRows: prop.integer('最小行数'), maxRows: prop.integer('最大行数') },
    },
    ...COMMON_FIELD_PROPS,
  },
});
