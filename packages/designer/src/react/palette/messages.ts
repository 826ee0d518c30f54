import { defineMessages } from '@formwork/schema';

/** The palette's sections and search. */
export const paletteMessages = defineMessages('palette', {
  zh: {
    title: '组件',
    search: '搜索组件',
    empty: '没有匹配的组件',
    basic: '基础控件',
    advanced: '高级控件',
    system: '系统控件',
    layout: '布局控件',
  },
  zhtw: {
    title: '元件',
    search: '搜尋元件',
    empty: '沒有符合的元件',
    basic: '基礎控件',
    advanced: '進階控件',
    system: '系統控件',
    layout: '版面控件',
  },
  en: {
    title: 'Widgets',
    search: 'Search widgets',
    empty: 'No widget matches',
    basic: 'Basic',
    advanced: 'Advanced',
    system: 'System',
    layout: 'Layout',
  },
});
