import { defineMessages } from '@formwork/schema';

/** The preview of the form being designed. */
export const previewModalMessages = defineMessages('previewModal', {
  zh: {
    title: '预览',
    desktop: '电脑',
    phone: '手机',
    validate: '校验',
    valid: '校验通过',
    data: '将要保存的数据',
  },
  zhtw: {
    title: '預覽',
    desktop: '電腦',
    phone: '手機',
    validate: '驗證',
    valid: '驗證通過',
    data: '將要儲存的資料',
  },
  en: {
    title: 'Preview',
    desktop: 'Desktop',
    phone: 'Phone',
    validate: 'Validate',
    valid: 'All fields are valid',
    data: 'Data that would be stored',
  },
});
