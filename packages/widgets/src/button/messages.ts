import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const buttonLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    title: '按钮',
    buttonType: '按钮类型',
    primary: '主按钮',
    default: '默认按钮',
    dashed: '虚线按钮',
    link: '链接按钮',
    text: '文本按钮',
  },
  zhtw: {
    title: '按鈕',
    buttonType: '按鈕類型',
    primary: '主按鈕',
    default: '預設按鈕',
    dashed: '虛線按鈕',
    link: '鏈接按鈕',
    text: '文本按鈕',
  },
  en: {
    title: 'Button',
    buttonType: 'Button type',
    primary: 'Primary',
    default: 'Default',
    dashed: 'Dashed',
    link: 'Link',
    text: 'Text',
  },
});
