import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const relationAttrLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    relatedField: '关联字段',
    storage: '存储类型',
    displayOnly: '只显示',
    stored: '存储',
    relatedFormField: '关联表单属性',
    popupField: '弹窗选择属性',
  },
  zhtw: {
    relatedField: '關聯欄位',
    storage: '儲存類型',
    displayOnly: '只顯示',
    stored: '儲存',
    relatedFormField: '關聯表單屬性',
    popupField: '彈窗選擇屬性',
  },
  en: {
    relatedField: 'Related field',
    storage: 'Storage',
    displayOnly: 'Display only',
    stored: 'Stored',
    relatedFormField: 'Related form field',
    popupField: 'Popup field',
  },
});
