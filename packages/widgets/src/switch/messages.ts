import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS, WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The switch's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const switchMessages = defineMessages(WIDGETS_NS, {
  zh: {
    switch: {
      on: '开',
      off: '关',
    },
  },
  zhtw: {
    switch: {
      on: '開',
      off: '關',
    },
  },
  en: {
    switch: {
      on: 'On',
      off: 'Off',
    },
  },
});

/** What the designer's palette and property panel call this widget and its properties. */
export const switchLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    switch: '开关',
    onText: '开启提示',
    offText: '关闭提示',
    onValue: '开启值',
    offValue: '关闭值',
  },
  zhtw: {
    switch: '開關',
    onText: '開啟提示',
    offText: '關閉提示',
    onValue: '開啟值',
    offValue: '關閉值',
  },
  en: {
    switch: 'Switch',
    onText: 'On text',
    offText: 'Off text',
    onValue: 'On value',
    offValue: 'Off value',
  },
});
