import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const sliderLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    slider: '滑块',
    range: '范围选择',
  },
  zhtw: {
    slider: '滑塊',
    range: '範圍選擇',
  },
  en: {
    slider: 'Slider',
    range: 'Range',
  },
});
