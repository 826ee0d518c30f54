import { relationWidgetProps } from '../meta/component-props.js';
import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

/** What both popups take from a data interface: which one, what a row stores and shows, its columns. */
const INTERFACE_PROPS = {
  interfaceId: prop.text('远端数据'),
  propsValue: prop.text('存储字段', { default: 'id' }),
  relationField: prop.text('显示字段', { default: 'fullName' }),
  columnOptions: {
    type: 'array',
    title: '列表字段',
    items: { type: 'object', properties: { label: { type: 'string' }, value: { type: 'string' } } },
  },
  hasPage: prop.flag('列表分页'),
  pageSize: prop.integer('分页条数', { minimum: 1, default: 20 }),
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
  title: t('弹窗选择', '彈窗選擇', 'Popup select'),
  icon: 'popup',
  inSubTable: true,
  props: { ...NEW_INTERFACE_FIELD, popupType: 'dialog', popupTitle: '选择数据', popupWidth: '800px' },
  properties: {
    ...PLACEHOLDER_PROPS,
    ...INTERFACE_PROPS,
    popupType: prop.choice('弹窗类型', ['dialog', 'drawer'], { default: 'dialog' }),
    popupTitle: prop.text('弹窗标题'),
    popupWidth: prop.text('弹窗宽度', { default: '800px' }),
    ...COMMON_FIELD_PROPS,
  },
  toComponentProps: relationWidgetProps,
});

export const popupTableSelectMeta = defineMeta({
  jnpfKey: 'popupTableSelect',
  group: 'advanced',
  title: t('下拉表格', '下拉表格', 'Table select'),
  icon: 'popup-table',
  inSubTable: true,
  props: { ...NEW_INTERFACE_FIELD, multiple: false },
  properties: {
    ...PLACEHOLDER_PROPS,
    ...INTERFACE_PROPS,
    multiple: prop.flag('是否多选'),
    ...COMMON_FIELD_PROPS,
  },
});
