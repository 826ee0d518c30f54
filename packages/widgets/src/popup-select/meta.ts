import { relationWidgetProps } from '../meta/component-props.js';
import { defineMeta, t } from '../meta/define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from '../meta/props-schema.js';

/** What both popups take from a data interface: which one, what a row stores and shows, its columns. */
const INTERFACE_PROPS = {
  interfaceId: prop.text(LABELS.interfaceId),
  propsValue: prop.text(t('存储字段', '儲存欄位', 'Stored field'), { default: 'id' }),
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
  title: t('弹窗选择', '彈窗選擇', 'Popup select'),
  icon: 'popup',
  inSubTable: true,
  props: { ...NEW_INTERFACE_FIELD, popupType: 'dialog', popupTitle: '选择数据', popupWidth: '800px' },
  properties: {
    ...PLACEHOLDER_PROPS,
    ...INTERFACE_PROPS,
    popupType: prop.choice(
      t('弹窗类型', '彈窗類型', 'Popup type'),
      [
        ['dialog', t('弹窗', '彈窗', 'Dialog')],
        ['drawer', t('抽屉', '抽屜', 'Drawer')],
      ],
      { default: 'dialog' },
    ),
    popupTitle: prop.text(t('弹窗标题', '彈窗標題', 'Popup title')),
    popupWidth: prop.text(t('弹窗宽度', '彈窗寬度', 'Popup width'), { default: '800px' }),
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
    multiple: prop.flag(LABELS.multiple),
    ...COMMON_FIELD_PROPS,
  },
});
