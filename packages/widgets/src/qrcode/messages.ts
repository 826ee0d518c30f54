import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The QR code's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const qrcodeMessages = defineMessages(WIDGETS_NS, {
  zh: {
    qrcode: {
      label: '二维码 {{text}}',
    },
  },
  zhtw: {
    qrcode: {
      label: '二維碼 {{text}}',
    },
  },
  en: {
    qrcode: {
      label: 'QR code {{text}}',
    },
  },
});
