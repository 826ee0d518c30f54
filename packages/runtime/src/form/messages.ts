import { defineMessages } from '@formwork/schema';

/** The words a form puts around its fields' messages. */
export const formMessages = defineMessages('form', {
  zh: {
    unsupported: '不支持的控件: {{key}}',
    onRow: '第{{row}}行 {{label}}: {{message}}',
    onField: '{{label}}: {{message}}',
    uploadsRunning: '文件正在上传，请等上传完成后再保存',
    uploadsStopped: '有文件已暂停或上传失败，请继续上传或移除后再保存',
  },
  zhtw: {
    unsupported: '不支援的控制項: {{key}}',
    onRow: '第{{row}}行 {{label}}: {{message}}',
    onField: '{{label}}: {{message}}',
    uploadsRunning: '文件正在上傳，請等上傳完成後再儲存',
    uploadsStopped: '有文件已暫停或上傳失敗，請繼續上傳或移除後再儲存',
  },
  en: {
    unsupported: 'Unsupported widget: {{key}}',
    onRow: 'Row {{row}} {{label}}: {{message}}',
    onField: '{{label}}: {{message}}',
    uploadsRunning: 'A file is still uploading; save once it has finished',
    uploadsStopped: 'A file upload is paused or failed; resume or remove it before saving',
  },
});
