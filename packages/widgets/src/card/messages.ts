import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const cardLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    card: '卡片容器',
    shadow: '阴影效果',
    always: '总是显示',
    onHover: '悬浮时显示',
    never: '从不显示',
  },
  zhtw: {
    card: '卡片容器',
    shadow: '陰影效果',
    always: '總是顯示',
    onHover: '懸浮時顯示',
    never: '從不顯示',
  },
  en: {
    card: 'Card',
    shadow: 'Shadow',
    always: 'Always',
    onHover: 'On hover',
    never: 'Never',
  },
});
