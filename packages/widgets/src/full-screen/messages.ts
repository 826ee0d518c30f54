import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The full-screen toggle's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const fullScreenMessages = defineMessages(WIDGETS_NS, {
  zh: {
    fullScreen: {
      enter: '全屏',
      exit: '退出全屏',
      unsupported: '当前浏览器不支持全屏',
    },
  },
  zhtw: {
    fullScreen: {
      enter: '全屏',
      exit: '退出全屏',
      unsupported: '當前瀏覽器不支持全屏',
    },
  },
  en: {
    fullScreen: {
      enter: 'Full screen',
      exit: 'Exit full screen',
      unsupported: 'This browser does not support full screen',
    },
  },
});
