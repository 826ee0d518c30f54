import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const colorPickerLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    color: '颜色选择',
    showAlpha: '透明度',
    colorFormat: '颜色格式',
  },
  zhtw: {
    color: '顏色選擇',
    showAlpha: '透明度',
    colorFormat: '顏色格式',
  },
  en: {
    color: 'Color',
    showAlpha: 'Show alpha',
    colorFormat: 'Color format',
  },
});
