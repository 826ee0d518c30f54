import type { JnpfKey } from '../form/jnpf-keys.js';

/**
 * How the JNPF 3.4 web client knows each widget: the key it spells it with (3.4 still uses the
 * older names, e.g. comInput and numInput), the component its renderer mounts (`tag`), the palette
 * icon, the layout branch that draws it and when its rules are checked. These are the values a
 * fresh widget from JNPF's own palette carries, so an exported form renders as if designed there.
 */
export interface JnpfWidget {
  key: string;
  tag?: string;
  tagIcon: string;
  layout: 'colFormItem' | 'rowFormItem';
  trigger?: 'blur' | 'change';
}

const icon = (name: string) => `icon-ym icon-ym-generator-${name}`;
const col = (
  key: string,
  tag: string,
  iconName: string,
  trigger: 'blur' | 'change' = 'change',
): JnpfWidget => ({
  key,
  tag,
  tagIcon: icon(iconName),
  layout: 'colFormItem',
  trigger,
});
const row = (key: string, iconName: string, tag?: string): JnpfWidget => ({
  key,
  ...(tag && { tag }),
  tagIcon: icon(iconName),
  layout: 'rowFormItem',
});

export const jnpfWidgets: Readonly<Record<JnpfKey, JnpfWidget>> = {
  input: col('comInput', 'el-input', 'input', 'blur'),
  textarea: col('textarea', 'el-input', 'textarea', 'blur'),
  inputNumber: col('numInput', 'JnpfInputNumber', 'number', 'blur'),
  switch: col('switch', 'el-switch', 'switch'),
  radio: col('radio', 'JnpfRadio', 'radio'),
  checkbox: col('checkbox', 'JnpfCheckbox', 'checkbox'),
  select: col('select', 'JnpfSelect', 'select'),
  cascader: col('cascader', 'el-cascader', 'cascader'),
  treeSelect: col('treeSelect', 'JNPFTreeSelect', 'tree'),
  datePicker: col('date', 'JnpfDatePicker', 'date'),
  timePicker: col('time', 'JnpfTimePicker', 'time'),
  uploadFile: col('uploadFz', 'JNPF-UploadFz', 'upload'),
  uploadImg: col('uploadImg', 'JNPF-UploadImg', 'upload'),
  colorPicker: col('colorPicker', 'el-color-picker', 'color'),
  rate: col('rate', 'el-rate', 'rate'),
  slider: col('slider', 'el-slider', 'slider'),
  editor: col('editor', 'JNPF-Quill', 'rich-text', 'blur'),
  calculate: col('calculate', 'Calculate', 'count'),
  organizeSelect: col('comSelect', 'com-select', 'company'),
  depSelect: col('depSelect', 'dep-select', 'department'),
  posSelect: col('posSelect', 'pos-select', 'jobs'),
  userSelect: col('userSelect', 'user-select', 'user'),
  usersSelect: col('usersSelect', 'users-select', 'founder'),
  roleSelect: col('roleSelect', 'roleSelect', 'role'),
  groupSelect: col('groupSelect', 'groupSelect', 'group1'),
  table: row('table', 'table', 'JNPF-InputTable'),
  popupTableSelect: col('popupTableSelect', 'popupTableSelect', 'popupTableSelect'),
  autoComplete: col('autoComplete', 'JnpfAutoComplete', 'autoComplete'),
  areaSelect: col('address', 'JNPF-Address', 'Provinces'),
  relationForm: col('relationForm', 'relationForm', 'menu'),
  relationFormAttr: col('relationFormAttr', 'relationFormAttr', 'nature'),
  popupSelect: col('popupSelect', 'popupSelect', 'popup'),
  popupAttr: col('popupAttr', 'popupAttr', 'popup-attr'),
  billRule: col('billRule', 'el-input', 'documents'),
  createUser: col('createUser', 'jnpf-open-data', 'founder'),
  createTime: col('createTime', 'jnpf-open-data', 'createtime'),
  modifyUser: col('modifyUser', 'el-input', 'modifier'),
  modifyTime: col('modifyTime', 'el-input', 'modifytime'),
  currOrganize: col('currOrganize', 'jnpf-open-data', 'company'),
  currPosition: col('currPosition', 'jnpf-open-data', 'station'),
  row: row('row', 'layout'),
  card: row('card', 'card', 'el-card'),
  tab: row('tab', 'label', 'el-tab'),
  tabItem: row('tabItem', 'label'),
  collapse: row('collapse', 'fold', 'el-collapse'),
  collapseItem: row('collapseItem', 'fold'),
  tableGrid: row('tableGrid', 'tableGrid'),
  tableGridTr: row('tableGridTr', 'tableGrid'),
  tableGridTd: row('tableGridTd', 'tableGrid'),
  text: col('JNPFText', 'JNPF-Text', 'textarea'),
  alert: col('alert', 'el-alert', 'alert'),
  divider: col('divider', 'el-divider', 'divider'),
  groupTitle: col('groupTitle', 'groupTitle', 'group'),
  link: col('link', 'JnpfLink', 'link'),
  button: col('button', 'jnpf-button', 'button'),
  qrcode: col('qrcode', 'JnpfQrcode', 'qrcode'),
  barcode: col('barcode', 'JnpfBarcode', 'barcode'),
};
