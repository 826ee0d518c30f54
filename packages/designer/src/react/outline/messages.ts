import { defineMessages } from '@formwork/schema';

/** The outline of the form's widgets. */
export const outlineMessages = defineMessages('outline', {
  zh: {
    title: '大纲',
    empty: '表单还没有组件',
  },
  zhtw: {
    title: '大綱',
    empty: '表單還沒有元件',
  },
  en: {
    title: 'Outline',
    empty: 'The form has no widgets yet',
  },
});
