import { defineMessages } from '@formwork/schema';

/** The canvas's words: its empty state and the actions on a placed widget. */
export const canvasMessages = defineMessages('canvas', {
  zh: {
    empty: '从左侧拖入组件，或选中组件后按回车',
    drop: '拖到这里',
    copy: '复制',
    remove: '删除',
    drag: '拖动',
    hidden: '隐藏',
    spanBadge: '栅格宽度 {{span}}/24',
    columns: '子表列',
    columnsDrop: '把组件拖到这里作为子表的列',
  },
  zhtw: {
    empty: '從左側拖入元件，或選中元件後按 Enter',
    drop: '拖到這裡',
    copy: '複製',
    remove: '刪除',
    drag: '拖動',
    hidden: '隱藏',
    spanBadge: '柵格寬度 {{span}}/24',
    columns: '子表欄位',
    columnsDrop: '把元件拖到這裡作為子表的欄位',
  },
  en: {
    empty: 'Drag widgets here, or select one in the palette and press Enter',
    drop: 'Drop here',
    copy: 'Copy',
    remove: 'Delete',
    drag: 'Drag',
    hidden: 'Hidden',
    spanBadge: 'Width {{span}}/24',
    columns: 'Columns',
    columnsDrop: 'Drop widgets here to add sub-table columns',
  },
});
