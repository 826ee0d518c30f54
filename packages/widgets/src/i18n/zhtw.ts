import type { WidgetCatalogue } from './catalogue.js';

/** Traditional Chinese. */
export const zhtw: WidgetCatalogue = {
  common: {
    select: '請選擇',
    input: '請輸入',
  },
};
