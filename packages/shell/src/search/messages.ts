import { defineMessages } from '@formwork/schema';

export const SEARCH_TEXT = defineMessages('search', {
  zh: { placeholder: '搜索菜单', label: '菜单搜索', empty: '没有匹配的菜单' },
  zhtw: { placeholder: '搜尋選單', label: '選單搜尋', empty: '沒有符合的選單' },
  en: { placeholder: 'Search menu', label: 'Menu search', empty: 'No matching menu' },
});
