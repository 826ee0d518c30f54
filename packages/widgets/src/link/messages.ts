import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const linkLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    link: '链接',
    url: '链接地址',
    openIn: '打开方式',
    sameWindow: '当前窗口',
    newWindow: '新窗口',
  },
  zhtw: {
    link: '鏈接',
    url: '鏈接地址',
    openIn: '開啟方式',
    sameWindow: '目前視窗',
    newWindow: '新視窗',
  },
  en: {
    link: 'Link',
    url: 'URL',
    openIn: 'Open in',
    sameWindow: 'Same window',
    newWindow: 'New window',
  },
});
