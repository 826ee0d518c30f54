import { registerMessages } from '../i18n/i18n.js';

registerMessages('errors', {
  zh: { notFound: '抱歉，您访问的页面不存在', backHome: '返回首页' },
  zhtw: { notFound: '抱歉，您訪問的頁面不存在', backHome: '返回首頁' },
  en: { notFound: 'Sorry, the page you visited does not exist', backHome: 'Back to home' },
});
