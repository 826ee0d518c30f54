import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS, WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The barcode's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const barcodeMessages = defineMessages(WIDGETS_NS, {
  zh: {
    barcode: {
      label: '条形码 {{text}}',
    },
  },
  zhtw: {
    barcode: {
      label: '條形碼 {{text}}',
    },
  },
  en: {
    barcode: {
      label: 'Barcode {{text}}',
    },
  },
});

/** What the designer's palette and property panel call this widget and its properties. */
export const barcodeLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    barcode: '条形码',
    barcodeFormat: '编码格式',
    lineColor: '线条颜色',
    width: '宽度',
  },
  zhtw: {
    barcode: '條形碼',
    barcodeFormat: '編碼格式',
    lineColor: '線條顏色',
    width: '寬度',
  },
  en: {
    barcode: 'Barcode',
    barcodeFormat: 'Barcode format',
    lineColor: 'Line color',
    width: 'Width',
  },
});
