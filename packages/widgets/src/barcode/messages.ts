import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

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
