import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS, WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The popup pickers' words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const popupMessages = defineMessages(WIDGETS_NS, {
  zh: {
    popup: {
      title: '选择数据',
      serial: '序号',
      keyword: '关键词',
      search: '查询',
      reset: '重置',
      refresh: '刷新',
      total: '共 {{total}} 条',
    },
  },
  zhtw: {
    popup: {
      title: '選擇數據',
      serial: '序號',
      keyword: '關鍵詞',
      search: '查詢',
      reset: '重置',
      refresh: '刷新',
      total: '共 {{total}} 條',
    },
  },
  en: {
    popup: {
      title: 'Select data',
      serial: 'No.',
      keyword: 'Keyword',
      search: 'Search',
      reset: 'Reset',
      refresh: 'Refresh',
      total: '{{total}} in total',
    },
  },
});

/** What the designer's palette and property panel call this widget and its properties. */
export const popupSelectLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    storedField: '存储字段',
    popupSelect: '弹窗选择',
    popupType: '弹窗类型',
    dialog: '弹窗',
    drawer: '抽屉',
    popupTitle: '弹窗标题',
    popupWidth: '弹窗宽度',
    tableSelect: '下拉表格',
  },
  zhtw: {
    storedField: '儲存欄位',
    popupSelect: '彈窗選擇',
    popupType: '彈窗類型',
    dialog: '彈窗',
    drawer: '抽屜',
    popupTitle: '彈窗標題',
    popupWidth: '彈窗寬度',
    tableSelect: '下拉表格',
  },
  en: {
    storedField: 'Stored field',
    popupSelect: 'Popup select',
    popupType: 'Popup type',
    dialog: 'Dialog',
    drawer: 'Drawer',
    popupTitle: 'Popup title',
    popupWidth: 'Popup width',
    tableSelect: 'Table select',
  },
});
