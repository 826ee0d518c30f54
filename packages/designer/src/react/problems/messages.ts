import { defineMessages } from '@formwork/schema';

/** The problems panel. */
export const problemsMessages = defineMessages('problems', {
  zh: {
    none: '没有问题',
    form: '表单',
    list: '列表',
  },
  zhtw: {
    none: '沒有問題',
    form: '表單',
    list: '列表',
  },
  en: {
    none: 'No problems',
    form: 'Form',
    list: 'List',
  },
});
