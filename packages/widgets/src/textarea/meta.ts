import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

export const textareaMeta = defineMeta({
  jnpfKey: 'textarea',
  group: 'basic',
  title: t('多行输入', '多行輸入', 'Textarea'),
  icon: 'textarea',
  inSubTable: true,
  props: { placeholder: '请输入', autosize: { minRows: 4, maxRows: 4 } },
  properties: {
    ...PLACEHOLDER_PROPS,
    maxlength: prop.integer(LABELS.maxlength, { minimum: 0 }),
    showWordLimit: prop.flag(LABELS.showWordLimit),
    autosize: {
      type: 'object',
      title: t('行数', '行數', 'Rows'),
      properties: {
        minRows: prop.integer(t('最小行数', '最小行數', 'Minimum rows')),
        maxRows: prop.integer(t('最大行数', '最大行數', 'Maximum rows')),
      },
    },
    ...COMMON_FIELD_PROPS,
  },
});
