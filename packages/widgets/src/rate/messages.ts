import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const rateLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    rate: '评分',
    allowHalfStars: '允许半选',
    showScore: '显示分数',
  },
  zhtw: {
    rate: '評分',
    allowHalfStars: '允許半選',
    showScore: '顯示分數',
  },
  en: {
    rate: 'Rate',
    allowHalfStars: 'Allow half stars',
    showScore: 'Show score',
  },
});
