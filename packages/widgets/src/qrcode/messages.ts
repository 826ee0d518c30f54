import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS, WIDGETS_NS } from '../i18n/namespace.js';

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

/** What the designer's palette and property panel call this widget and its properties. */
export const qrcodeLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    qrCode: '二维码',
    currentFormUrl: '当前表单路径',
    size: '尺寸',
    foregroundColor: '实点颜色',
  },
  zhtw: {
    qrCode: '二維碼',
    currentFormUrl: '當前表單路徑',
    size: '尺寸',
    foregroundColor: '實點顏色',
  },
  en: {
    qrCode: 'QR code',
    currentFormUrl: 'Current form URL',
    size: 'Size',
    foregroundColor: 'Foreground color',
  },
});
