import { defineMessages } from '@formwork/schema';

export const ERRORS_TEXT = defineMessages('errors', {
  zh: {
    notFound: '抱歉，您访问的页面不存在',
    backHome: '返回首页',
    newBuild: '系统已更新',
    newBuildDetail: '此页面所需的文件已随新版本更换，请重新加载页面后继续。',
    reload: '重新加载',
  },
  zhtw: {
    notFound: '抱歉，您訪問的頁面不存在',
    backHome: '返回首頁',
    newBuild: '系統已更新',
    newBuildDetail: '此頁面所需的檔案已隨新版本更換，請重新載入頁面後繼續。',
    reload: '重新載入',
  },
  en: {
    notFound: 'Sorry, the page you visited does not exist',
    backHome: 'Back to home',
    newBuild: 'The system has been updated',
    newBuildDetail: 'The files this page needs were replaced by a new version. Reload the page to continue.',
    reload: 'Reload',
  },
});
