import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS, WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The rich text editor's words.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const editorMessages = defineMessages(WIDGETS_NS, {
  zh: {
    editor: {
      heading: '标题{{n}}',
      normal: '正文',
      small: '小号',
      normalSize: '默认',
      large: '大号',
      huge: '超大',
      visitUrl: '访问链接：',
      enterLink: '输入链接：',
      edit: '编辑',
      remove: '移除',
      save: '保存',
    },
  },
  zhtw: {
    editor: {
      heading: '標題{{n}}',
      normal: '正文',
      small: '小號',
      normalSize: '默認',
      large: '大號',
      huge: '超大',
      visitUrl: '訪問鏈接：',
      enterLink: '輸入鏈接：',
      edit: '編輯',
      remove: '移除',
      save: '保存',
    },
  },
  en: {
    editor: {
      heading: 'Heading {{n}}',
      normal: 'Normal',
      small: 'Small',
      normalSize: 'Normal',
      large: 'Large',
      huge: 'Huge',
      visitUrl: 'Visit URL:',
      enterLink: 'Enter link:',
      edit: 'Edit',
      remove: 'Remove',
      save: 'Save',
    },
  },
});

/** What the designer's palette and property panel call this widget and its properties. */
export const editorLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    richText: '富文本',
  },
  zhtw: {
    richText: '富文本',
  },
  en: {
    richText: 'Rich text',
  },
});
