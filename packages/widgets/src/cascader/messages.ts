import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const cascaderLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    cascader: '级联选择',
    showFullPath: '完整路径',
    separator: '分隔符',
  },
  zhtw: {
    cascader: '級聯選擇',
    showFullPath: '完整路徑',
    separator: '分隔符',
  },
  en: {
    cascader: 'Cascader',
    showFullPath: 'Show full path',
    separator: 'Separator',
  },
});
