import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';
import { textareaLabels } from './messages.js';

const label = labelsOf(textareaLabels);

export const textareaMeta = defineMeta({
  jnpfKey: 'textarea',
  group: 'basic',
  title: label('textarea'),
  icon: 'textarea',
  inSubTable: true,
  props: { placeholder: '请输入', autosize: { minRows: 4, maxRows: 4 } },
  properties: {
    ...PLACEHOLDER_PROPS,
    maxlength: prop.integer(LABELS.maxlength, { minimum: 0 }),
    showWordLimit: prop.flag(LABELS.showWordLimit),
    autosize: {
      type: 'object',
      title: label('rows'),
      properties: {
        minRows: prop.integer(label('minimumRows')),
        maxRows: prop.integer(label('maximumRows')),
      },
    },
    ...COMMON_FIELD_PROPS,
  },
});
