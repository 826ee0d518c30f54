import { relationWidgetProps } from '../meta/component-props.js';
import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';
import { popupSelectLabels } from './messages.js';

const label = labelsOf(popupSelectLabels);

/** What both popups take from a data interface: which one, what a row stores and shows, its columns. */
const INTERFACE_PROPS = {
  interfaceId: prop.text(LABELS.interfaceId),
  propsValue: prop.text(label('storedField'), { default: 'id' }),
  relationField: prop.text(LABELS.showField, { default: 'fullName' }),
  columnOptions: {
    type: 'array',
    title: LABELS.columnOptions,
    items: { type: 'object', properties: { label: { type: 'string' }, value: { type: 'string' } } },
  },
  hasPage: prop.flag(LABELS.hasPage),
  pageSize: prop.integer(LABELS.pageSize, { minimum: 1, default: 20 }),
};

const NEW_INTERFACE_FIELD = {
  placeholder: '请选择',
  clearable: true,
  interfaceId: '',
  propsValue: 'id',
  relationField: 'fullName',
  columnOptions: [],
  hasPage: false,
  pageSize: 20,
};

export const popupSelectMeta = defineMeta({
  jnpfKey: 'popupSelect',
  group: 'advanced',
  title: label('popupSelect'),
  icon: 'popup',
  inSubTable: true,
  props: { ...NEW_INTERFACE_FIELD, popupType: 'dialog', popupTitle: '选择数据', popupWidth: '800px' },
  properties: {
    ...PLACEHOLDER_PROPS,
    ...INTERFACE_PROPS,
    popupType: prop.choice(
      label('popupType'),
      [
        ['dialog', label('dialog')],
        ['drawer', label('drawer')],
      ],
      { default: 'dialog' },
    ),
    popupTitle: prop.text(label('popupTitle')),
    popupWidth: prop.text(label('popupWidth'), { default: '800px' }),
    ...COMMON_FIELD_PROPS,
  },
  toComponentProps: relationWidgetProps,
});

export const popupTableSelectMeta = defineMeta({
  jnpfKey: 'popupTableSelect',
  group: 'advanced',
  title: label('tableSelect'),
  icon: 'popup-table',
  inSubTable: true,
  props: { ...NEW_INTERFACE_FIELD, multiple: false },
  properties: {
    ...PLACEHOLDER_PROPS,
    ...INTERFACE_PROPS,
    multiple: prop.flag(LABELS.multiple),
    ...COMMON_FIELD_PROPS,
  },
});
