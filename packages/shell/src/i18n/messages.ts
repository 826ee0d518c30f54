import { defineMessages } from '@formwork/schema';

/** What the language switch says; each text is shown in the language it names. */
export const LANGUAGE_TEXT = defineMessages('language', {
  zh: {
    switched: '切换成功',
    loadFailed: '语言包加载失败，请检查网络后重试',
  },
  zhtw: {
    switched: '切換成功',
    loadFailed: '語言包載入失敗，請檢查網路後重試',
  },
  en: {
    switched: 'Switch Language Success',
    loadFailed: 'The language could not be loaded. Check the connection and try again.',
  },
});
