import { defineMessages } from '@formwork/schema';

export const DIALOGS_TEXT = defineMessages('dialogs', {
  zh: {
    aboutTitle: '关于平台',
    product: '产品名称',
    version: '版本',
    author: '作者',
    slogan: '以模型驱动开发，去除 90% 的重复编码工作，让开发专注于业务本身。',
    statementTitle: '官方声明',
    statement: '本平台的演示数据均为虚构的测试数据，仅供功能体验使用。请勿修改演示数据，也不得传播或出售。',
    close: '关闭',
  },
  zhtw: {
    aboutTitle: '關於平台',
    product: '產品名稱',
    version: '版本',
    author: '作者',
    slogan: '以模型驅動開發，去除 90% 的重複編碼工作，讓開發專注於業務本身。',
    statementTitle: '官方聲明',
    statement: '本平台的演示資料均為虛構的測試資料，僅供功能體驗使用。請勿修改演示資料，也不得傳播或出售。',
    close: '關閉',
  },
  en: {
    aboutTitle: 'About',
    product: 'Product',
    version: 'Version',
    author: 'Author',
    slogan:
      'Model-driven development that removes 90% of repetitive coding, so you can focus on the business.',
    statementTitle: 'Statement',
    statement:
      'The demo data on this platform is fictitious test data, provided only to try the features. Do not alter it, and do not spread or sell it.',
    close: 'Close',
  },
});
