/**
 * The jnpfKeys a canonical form may use, in JNPF's newer spelling.
 * The groups decide what holds data: containers and display-only widgets never have a vModel.
 */
export const containerKeys = [
  'row',
  'card',
  'tab',
  'tabItem',
  'collapse',
  'collapseItem',
  // A table layout: its children are rows (tableGridTr), a row's children are cells
  // (tableGridTd, with colspan, rowspan and merged in props), a cell's children are fields.
  'tableGrid',
  'tableGridTr',
  'tableGridTd',
] as const;

export const displayKeys = [
  'text',
  'alert',
  'divider',
  'groupTitle',
  'link',
  'button',
  'qrcode',
  'barcode',
] as const;

export const dataKeys = [
  'input',
  'textarea',
  'inputNumber',
  'switch',
  'radio',
  'checkbox',
  'select',
  'cascader',
  'treeSelect',
  'datePicker',
  'timePicker',
  'uploadFile',
  'uploadImg',
  'colorPicker',
  'rate',
  'slider',
  'editor',
  'calculate',
  'organizeSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'usersSelect',
  'roleSelect',
  'groupSelect',
  'table',
  'popupTableSelect',
  'autoComplete',
  'areaSelect',
  'relationForm',
  'relationFormAttr',
  'popupSelect',
  'popupAttr',
  'billRule',
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currPosition',
] as const;

export type ContainerKey = (typeof containerKeys)[number];
export type DisplayKey = (typeof displayKeys)[number];
export type DataKey = (typeof dataKeys)[number];
export type JnpfKey = ContainerKey | DisplayKey | DataKey;

export const jnpfKeys: readonly JnpfKey[] = [...dataKeys, ...containerKeys, ...displayKeys];

const dataKeySet = new Set<string>(dataKeys);
const knownKeySet = new Set<string>(jnpfKeys);

export function isJnpfKey(key: unknown): key is JnpfKey {
  return typeof key === 'string' && knownKeySet.has(key);
}

/** True when a field of this key stores a value under its vModel. */
export function holdsData(key: string): key is DataKey {
  return dataKeySet.has(key);
}
