import { jnpfSpellingOf } from '../form/jnpf-key-traits.js';
import { type JnpfKey, jnpfKeys } from '../form/jnpf-keys.js';

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
  /** What JNPF's read-only system widget (jnpf-open-data) shows; without it, the signed-in user. */
  openData?: string;
}

/** How JNPF draws a widget; the key it spells the widget with comes from the key's traits. */
type Drawing = Omit<JnpfWidget, 'key'>;

const icon = (name: string) => `icon-ym icon-ym-generator-${name}`;
const col = (tag: string, iconName: string, trigger: 'blur' | 'change' = 'change'): Drawing => ({
  tag,
  tagIcon: icon(iconName),
  layout: 'colFormItem',
  trigger,
});
const openData = (type: string, iconName: string): Drawing => ({
  ...col('jnpf-open-data', iconName),
  openData: type,
});
const row = (iconName: string, tag?: string): Drawing => ({
  ...(tag && { tag }),
  tagIcon: icon(iconName),
  layout: 'rowFormItem',
});

const drawings: Readonly<Record<JnpfKey, Drawing>> = {
  input: col('el-input', 'input', 'blur'),
  textarea: col('el-input', 'textarea', 'blur'),
  inputNumber: col('JnpfInputNumber', 'number', 'blur'),
  switch: col('el-switch', 'switch'),
  radio: col('JnpfRadio', 'radio'),
  checkbox: col('JnpfCheckbox', 'checkbox'),
  select: col('JnpfSelect', 'select'),
  cascader: col('el-cascader', 'cascader'),
  treeSelect: col('JNPFTreeSelect', 'tree'),
  datePicker: col('JnpfDatePicker', 'date'),
  timePicker: col('JnpfTimePicker', 'time'),
  uploadFile: col('JNPF-UploadFz', 'upload'),
  uploadImg: col('JNPF-UploadImg', 'upload'),
  colorPicker: col('el-color-picker', 'color'),
  rate: col('el-rate', 'rate'),
  slider: col('el-slider', 'slider'),
  editor: col('JNPF-Quill', 'rich-text', 'blur'),
  calculate: col('Calculate', 'count'),
  organizeSelect: col('com-select', 'company'),
  depSelect: col('dep-select', 'department'),
  posSelect: col('pos-select', 'jobs'),
  userSelect: col('user-select', 'user'),
  usersSelect: col('users-select', 'founder'),
  roleSelect: col('roleSelect', 'role'),
  groupSelect: col('groupSelect', 'group1'),
  table: row('table', 'JNPF-InputTable'),
  popupTableSelect: col('popupTableSelect', 'popupTableSelect'),
  autoComplete: col('JnpfAutoComplete', 'autoComplete'),
  areaSelect: col('JNPF-Address', 'Provinces'),
  relationForm: col('relationForm', 'menu'),
  relationFormAttr: col('relationFormAttr', 'nature'),
  popupSelect: col('popupSelect', 'popup'),
  popupAttr: col('popupAttr', 'popup-attr'),
  billRule: col('el-input', 'documents'),
  createUser: openData('currUser', 'founder'),
  createTime: openData('currTime', 'createtime'),
  modifyUser: col('el-input', 'modifier'),
  modifyTime: col('el-input', 'modifytime'),
  currOrganize: openData('currOrganize', 'company'),
  currPosition: openData('currPosition', 'station'),
  row: row('layout'),
  card: row('card', 'el-card'),
  tab: row('label', 'el-tab'),
  tabItem: row('label'),
  collapse: row('fold', 'el-collapse'),
  collapseItem: row('fold'),
  tableGrid: row('tableGrid'),
  tableGridTr: row('tableGrid'),
  tableGridTd: row('tableGrid'),
  text: col('JNPF-Text', 'textarea'),
  alert: col('el-alert', 'alert'),
  divider: col('el-divider', 'divider'),
  groupTitle: col('groupTitle', 'group'),
  link: col('JnpfLink', 'link'),
  button: col('jnpf-button', 'button'),
  qrcode: col('JnpfQrcode', 'qrcode'),
  barcode: col('JnpfBarcode', 'barcode'),
};

export const jnpfWidgets = Object.fromEntries(
  jnpfKeys.map((key) => [key, { key: jnpfSpellingOf(key), ...drawings[key] }]),
) as Readonly<Record<JnpfKey, JnpfWidget>>;
