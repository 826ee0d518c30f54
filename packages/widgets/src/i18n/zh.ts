/**
 * Simplified Chinese, word for word as JNPF shows it: the reference wording, which the other
 * catalogues mirror key for key. `{{name}}` marks a value filled in when shown.
 */
export const zh = {
  picker: {
    placeholder: '请选择',
    keyword: '请输入关键词',
    choices: '可选',
    selected: '已选',
    clearAll: '清空列表',
    empty: '暂无数据',
    cancel: '取消',
    confirm: '确定',
    remove: '移除{{label}}',
    clear: '清空',
  },
  field: {
    input: '请输入',
  },
  popup: {
    title: '选择数据',
    serial: '序号',
    keyword: '关键词',
    search: '查询',
    reset: '重置',
    refresh: '刷新',
    total: '共 {{total}} 条',
  },
  user: {
    title: '选择用户',
    currentUser: '当前用户',
    tabAll: '全部数据',
    tabOrganize: '当前组织',
    tabSubordinates: '我的下属',
    tabSystem: '系统变量',
  },
  interface: {
    title: '选择数据接口',
    name: '名称',
    code: '编码',
  },
  area: {
    title: '选择省市区',
  },
  organize: {
    departmentTitle: '选择部门',
    organizeTitle: '选择组织',
  },
  approver: {
    title: '审批人',
    required: '请选择{{title}}',
  },
  subTable: {
    serial: '序号',
    actions: '操作',
    summary: '合计',
    delete: '删除',
    empty: '暂无数据',
    required: '不能为空',
    add: '添加',
  },
  switch: {
    on: '开',
    off: '关',
  },
  numRange: {
    min: '最小值',
    max: '最大值',
  },
  barcode: {
    label: '条形码 {{text}}',
  },
  qrcode: {
    label: '二维码 {{text}}',
  },
  calculate: {
    tooLarge: '金额过大无法计算',
  },
  billRule: {
    placeholder: '系统自动生成',
  },
  docPreview: {
    title: '文档预览 - {{name}}',
    fileMissing: '文件不存在',
    requestFailed: '请求出错，请重试',
    cancel: '取消',
  },
  fullScreen: {
    enter: '全屏',
    exit: '退出全屏',
    unsupported: '当前浏览器不支持全屏',
  },
  upload: {
    checking: '文件校验中',
    waiting: '等待中',
    uploading: '上传中',
    paused: '暂停中',
    success: '上传成功',
    error: '上传失败',
    pause: '暂停',
    resume: '继续',
    retry: '重试',
    remove: '移除',
    chooseFile: '选择文件',
    download: '下载',
    preview: '预览',
    delete: '删除',
    tooManyFiles: '当前限制最多可以上传{{n}}个文件',
    fileTooLarge: '文件大小超过{{size}}{{unit}}',
    wrongType: '请选择{{type}}类型的文件',
    unreadable: '文件读取出错，请检查该文件',
    sealed: '盖章后合同不能删除',
    tooManyImages: '当前限制最多可以上传{{n}}张图片',
    imageTooLarge: '图片大小超过{{size}}{{unit}}',
    notAnImage: '请上传图片',
    uploadImage: '上传图片',
    requestFailed: '请求出错，请重试',
  },
} as const;
