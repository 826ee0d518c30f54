import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const tabLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    tab: '标签页',
    tabs: '标签面板',
    style: '风格类型',
    default: '默认',
    card: '选项卡',
    borderedCard: '卡片化',
  },
  zhtw: {
    tab: '標籤頁',
    tabs: '標籤面板',
    style: '風格類型',
    default: '預設',
    card: '選項卡',
    borderedCard: '卡片化',
  },
  en: {
    tab: 'Tab',
    tabs: 'Tabs',
    style: 'Style',
    default: 'Default',
    card: 'Card',
    borderedCard: 'Bordered card',
  },
});
