import { relationWidgetProps } from '../meta/component-props.js';
import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';
import { relationFormLabels } from './messages.js';

const label = labelsOf(relationFormLabels);

export const relationFormMeta = defineMeta({
  jnpfKey: 'relationForm',
  group: 'advanced',
  title: label('relatedForm'),
  icon: 'menu',
  inSubTable: true,
  props: {
    placeholder: '请选择',
    clearable: true,
    modelId: '',
    relationField: '',
    columnOptions: [],
    hasPage: false,
    pageSize: 20,
  },
  properties: {
    ...PLACEHOLDER_PROPS,
    modelId: prop.text(label('relatedFunction')),
    relationField: prop.text(LABELS.showField),
    columnOptions: {
      type: 'array',
      title: LABELS.columnOptions,
      items: { type: 'object', properties: { label: { type: 'string' }, value: { type: 'string' } } },
    },
    hasPage: prop.flag(LABELS.hasPage),
    pageSize: prop.integer(LABELS.pageSize, { minimum: 1, default: 20 }),
    ...COMMON_FIELD_PROPS,
  },
  toComponentProps: relationWidgetProps,
});
