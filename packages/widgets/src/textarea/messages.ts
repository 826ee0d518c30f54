import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const textareaLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    textarea: '多行输入',
    rows: '行数',
    minimumRows: '最小行数',
    maximumRows: '最大行数',
  },
  zhtw: {
    textarea: '多行輸入',
    rows: '行數',
    minimumRows: '最小行數',
    maximumRows: '最大行數',
  },
  en: {
    textarea: 'Textarea',
    rows: 'Rows',
    minimumRows: 'Minimum rows',
    maximumRows: 'Maximum rows',
  },
});
