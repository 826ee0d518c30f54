import type { WidgetCatalogue } from './catalogue.js';

/** Traditional Chinese, in JNPF's zh-TW wording. */
export const zhtw: WidgetCatalogue = {
  picker: {
    placeholder: '請選擇',
    keyword: '請輸入關鍵詞',
    choices: '可選',
    selected: '已選',
    clearAll: '清空列表',
    empty: '暫無數據',
    cancel: '取消',
    confirm: '確定',
    remove: '移除{{label}}',
    clear: '清空',
  },
  field: {
    input: '請輸入',
  },
  popup: {
    title: '選擇數據',
    serial: '序號',
    keyword: '關鍵詞',
    search: '查詢',
    reset: '重置',
    refresh: '刷新',
    total: '共 {{total}} 條',
  },
  user: {
    title: '選擇用戶',
    currentUser: '當前用戶',
    tabAll: '全部數據',
    tabOrganize: '當前組織',
    tabSubordinates: '我的下屬',
    tabSystem: '系統變量',
  },
  interface: {
    title: '選擇數據接口',
    name: '名稱',
    code: '編碼',
  },
  area: {
    title: '選擇省市區',
  },
  organize: {
    departmentTitle: '選擇部門',
    organizeTitle: '選擇組織',
  },
  approver: {
    title: '審批人',
    required: '請選擇{{title}}',
  },
  subTable: {
    serial: '序號',
    actions: '操作',
    summary: '合計',
    delete: '刪除',
    empty: '暫無數據',
    required: '不能為空',
    add: '添加',
  },
  switch: {
    on: '開',
    off: '關',
  },
  numRange: {
    min: '最小值',
    max: '最大值',
  },
  barcode: {
    label: '條形碼 {{text}}',
  },
  qrcode: {
    label: '二維碼 {{text}}',
  },
  calculate: {
    tooLarge: '金額過大無法計算',
  },
  billRule: {
    placeholder: '系統自動生成',
  },
  docPreview: {
    title: '文檔預覽 - {{name}}',
    fileMissing: '文件不存在',
    requestFailed: '請求出錯，請重試',
    cancel: '取消',
  },
  fullScreen: {
    enter: '全屏',
    exit: '退出全屏',
    unsupported: '當前瀏覽器不支持全屏',
  },
  upload: {
    checking: '文件校驗中',
    waiting: '等待中',
    uploading: '上傳中',
    paused: '暫停中',
    success: '上傳成功',
    error: '上傳失敗',
    pause: '暫停',
    resume: '繼續',
    retry: '重試',
    remove: '移除',
    chooseFile: '選擇文件',
    download: '下載',
    preview: '預覽',
    delete: '刪除',
    tooManyFiles: '當前限制最多可以上傳{{n}}個文件',
    fileTooLarge: '文件大小超過{{size}}{{unit}}',
    wrongType: '請選擇{{type}}類型的文件',
    unreadable: '文件讀取出錯，請檢查該文件',
    sealed: '蓋章後合同不能刪除',
    tooManyImages: '當前限制最多可以上傳{{n}}張圖片',
    imageTooLarge: '圖片大小超過{{size}}{{unit}}',
    notAnImage: '請上傳圖片',
    uploadImage: '上傳圖片',
    requestFailed: '請求出錯，請重試',
  },
};
