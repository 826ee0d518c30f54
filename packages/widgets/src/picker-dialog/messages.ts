import { defineMessages } from '@formwork/schema';
import { WIDGETS_NS } from '../i18n/namespace.js';

/**
 * The words of the picker dialogs every picker shares.
 * Simplified Chinese word for word as JNPF shows it; `{{name}}` marks a value filled in when shown.
 */
export const pickerMessages = defineMessages(WIDGETS_NS, {
  zh: {
    picker: {
      placeholder: '请选择',
      keyword: '请输入关键词',
      choices: '可选',
      selected: '已选',
      clearAll: '清空列表',
      empty: '暂无数据',
      cancel: '取消',
      confirm: '确定',
      remove: '移除{{label}}',
      clear: '清空',
    },
  },
  zhtw: {
    picker: {
      placeholder: '請選擇',
      keyword: '請輸入關鍵詞',
      choices: '可選',
      selected: '已選',
      clearAll: '清空列表',
      empty: '暫無數據',
      cancel: '取消',
      confirm: '確定',
      remove: '移除{{label}}',
      clear: '清空',
    },
  },
  en: {
    picker: {
      placeholder: 'Please select',
      keyword: 'Enter a keyword',
      choices: 'Available',
      selected: 'Selected',
      clearAll: 'Clear list',
      empty: 'No data',
      cancel: 'Cancel',
      confirm: 'OK',
      remove: 'Remove {{label}}',
      clear: 'Clear',
    },
  },
});
