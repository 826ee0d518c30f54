import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const alertLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    alert: '提示',
    type: '主题',
    success: '成功',
    info: '信息',
    warning: '警告',
    error: '错误',
    description: '辅助文字',
    showIcon: '显示图标',
    closable: '能否关闭',
  },
  zhtw: {
    alert: '提示',
    type: '主題',
    success: '成功',
    info: '資訊',
    warning: '警告',
    error: '錯誤',
    description: '輔助文字',
    showIcon: '顯示圖示',
    closable: '能否關閉',
  },
  en: {
    alert: 'Alert',
    type: 'Type',
    success: 'Success',
    info: 'Info',
    warning: 'Warning',
    error: 'Error',
    description: 'Description',
    showIcon: 'Show icon',
    closable: 'Closable',
  },
});
