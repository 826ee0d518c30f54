import { defineMessages } from '@formwork/schema';

/** The workbench's own words: its title, loading, and the buttons of its header. */
export const workbenchMessages = defineMessages('workbench', {
  zh: {
    title: '表单设计',
    loading: '正在加载设计…',
    loadFailed: '加载设计失败：{{message}}',
    close: '关闭',
    undo: '撤销',
    redo: '重做',
    preview: '预览',
    help: '快捷键',
  },
  zhtw: {
    title: '表單設計',
    loading: '正在載入設計…',
    loadFailed: '載入設計失敗：{{message}}',
    close: '關閉',
    undo: '復原',
    redo: '重做',
    preview: '預覽',
    help: '快捷鍵',
  },
  en: {
    title: 'Form designer',
    loading: 'Loading the design…',
    loadFailed: 'Could not load the design: {{message}}',
    close: 'Close',
    undo: 'Undo',
    redo: 'Redo',
    preview: 'Preview',
    help: 'Shortcuts',
  },
});

/** The tabs of the workbench's side panel. */
export const tabsMessages = defineMessages('tabs', {
  zh: {
    field: '组件属性',
    form: '表单属性',
    linkage: '联动',
    problems: '问题 ({{count}})',
    json: 'JSON',
  },
  zhtw: {
    field: '元件屬性',
    form: '表單屬性',
    linkage: '連動',
    problems: '問題 ({{count}})',
    json: 'JSON',
  },
  en: {
    field: 'Widget',
    form: 'Form',
    linkage: 'Linkage',
    problems: 'Problems ({{count}})',
    json: 'JSON',
  },
});

/** What the workbench designs: the form or its list. */
export const modeMessages = defineMessages('mode', {
  zh: {
    label: '设计内容',
    form: '表单设计',
    list: '列表设计',
  },
  zhtw: {
    label: '設計內容',
    form: '表單設計',
    list: '列表設計',
  },
  en: {
    label: 'What to design',
    form: 'Form',
    list: 'List',
  },
});
