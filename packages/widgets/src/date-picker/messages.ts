import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const datePickerLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    date: '日期选择',
    dateType: '时间类型',
    typeDate: '日期',
    dateAndTime: '日期时间',
    month: '月',
    year: '年',
  },
  zhtw: {
    date: '日期選擇',
    dateType: '時間類型',
    typeDate: '日期',
    dateAndTime: '日期時間',
    month: '月',
    year: '年',
  },
  en: {
    date: 'Date',
    dateType: 'Date type',
    typeDate: 'Date',
    dateAndTime: 'Date and time',
    month: 'Month',
    year: 'Year',
  },
});
