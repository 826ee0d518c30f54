import { containerKeys, type DataKey, holdsData, type JnpfKey, jnpfKeys } from './jnpf-keys.js';

/**
 * The shape of what a field of a key stores; every package branches on this instead of keeping
 * its own list of keys.
 * - text: a string (typed in, or a name the server writes)
 * - number: a number typed in or computed
 * - moment: a date and time as epoch milliseconds
 * - time: a time of day as "HH:mm:ss"
 * - flag: 1 or 0 (a switch)
 * - choice: codes of the field's own options
 * - path: a path from a root to a node (option codes, or ids of places and organisations)
 * - id: ids of records of another table (people, organisations, relations, tree nodes)
 * - files: uploaded files, each with a name and url
 * - rows: a sub-table's rows
 * - attr: a value of the record a relation field points at, copied when stored
 * - none: nothing (layouts and display widgets)
 */
export type ValueKind =
  | 'text'
  | 'number'
  | 'moment'
  | 'time'
  | 'flag'
  | 'choice'
  | 'path'
  | 'id'
  | 'files'
  | 'rows'
  | 'attr'
  | 'none';

/** What a picker's stored ids stand for: one table of records per kind. */
export type PickerKind = 'user' | 'organize' | 'position' | 'role' | 'group' | 'area';

/**
 * Which control an equal search of the key is: text (also matched by part, by a fuzzy search or
 * the list's keyword), a plain value, a number, a moment, a time of day, one of the options, a
 * path of options (a cascader).
 */
export type SearchKind = 'text' | 'equal' | 'number' | 'moment' | 'time' | 'options' | 'path';

/**
 * What fills the value in place of the person filling the form: the record's author, place and
 * times, the next bill number, a calculation over other fields.
 */
export type ServerFill = 'record' | 'billNumber' | 'calculation';

export interface KeyTraits {
  value: ValueKind;
  /** Several values: always (a checkbox), or when the field's `multiple` prop is set. */
  many?: 'always' | 'ifMultiple';
  fills?: ServerFill;
  /** Carries options of its own: static, a dictionary's or a data interface's. */
  options?: true;
  /** The kind of records its stored ids name, for showing their names. */
  picker?: PickerKind;
  /** A list cell cannot show it (rows, pictures, rich text); data keys show by default. */
  column?: false;
  search?: SearchKind;
  /** A number picked on a scale (stars, a slider): not an amount to group, sum or show in money. */
  scale?: true;
  /** Its widget draws no empty box a placeholder could sit in (a switch, stars, a sub-table...). */
  placeholder?: false;
  /** Sits under a label like a field though the form stores nothing for it. */
  labelled?: true;
  /** How JNPF 3.4 spells the key, where it still uses an older name. */
  jnpf?: string;
}

const none: KeyTraits = { value: 'none' };

/** Every jnpfKey's traits: a key added to the lists and missing here is a type error. */
export const jnpfKeyTraits: Readonly<Record<JnpfKey, KeyTraits>> = {
  input: { value: 'text', search: 'text', jnpf: 'comInput' },
  textarea: { value: 'text', search: 'text' },
  inputNumber: { value: 'number', search: 'number', jnpf: 'numInput' },
  switch: { value: 'flag', placeholder: false, search: 'options' },
  radio: { value: 'choice', placeholder: false, options: true, search: 'options' },
  checkbox: { value: 'choice', placeholder: false, many: 'always', options: true, search: 'options' },
  select: { value: 'choice', many: 'ifMultiple', options: true, search: 'options' },
  cascader: { value: 'path', many: 'ifMultiple', options: true, search: 'path' },
  treeSelect: { value: 'id', many: 'ifMultiple', options: true, search: 'options' },
  datePicker: { value: 'moment', search: 'moment', jnpf: 'date' },
  timePicker: { value: 'time', search: 'time', jnpf: 'time' },
  uploadFile: { value: 'files', many: 'always', column: false, jnpf: 'uploadFz' },
  uploadImg: { value: 'files', many: 'always', column: false },
  colorPicker: { value: 'text', placeholder: false, search: 'equal' },
  rate: { value: 'number', placeholder: false, scale: true, search: 'number' },
  slider: { value: 'number', placeholder: false, scale: true, search: 'number' },
  editor: { value: 'text', column: false, search: 'text' },
  calculate: { value: 'number', placeholder: false, fills: 'calculation', search: 'number' },
  organizeSelect: {
    value: 'path',
    many: 'ifMultiple',
    picker: 'organize',
    search: 'equal',
    jnpf: 'comSelect',
  },
  depSelect: { value: 'id', many: 'ifMultiple', picker: 'organize', search: 'equal' },
  posSelect: { value: 'id', many: 'ifMultiple', picker: 'position', search: 'equal' },
  userSelect: { value: 'id', many: 'ifMultiple', picker: 'user', search: 'equal' },
  usersSelect: { value: 'id', many: 'always', picker: 'user', search: 'equal' },
  roleSelect: { value: 'id', many: 'ifMultiple', picker: 'role', search: 'equal' },
  groupSelect: { value: 'id', many: 'ifMultiple', picker: 'group', search: 'equal' },
  table: { value: 'rows', placeholder: false, many: 'always', column: false },
  popupTableSelect: { value: 'id', many: 'ifMultiple', search: 'equal' },
  autoComplete: { value: 'text', search: 'text' },
  areaSelect: { value: 'path', many: 'ifMultiple', picker: 'area', search: 'equal', jnpf: 'address' },
  relationForm: { value: 'id', many: 'ifMultiple', search: 'equal' },
  relationFormAttr: { value: 'attr', labelled: true, search: 'equal' },
  popupSelect: { value: 'id', many: 'ifMultiple', search: 'equal' },
  popupAttr: { value: 'attr', labelled: true, search: 'equal' },
  billRule: { value: 'text', fills: 'billNumber', search: 'text' },
  createUser: { value: 'text', fills: 'record', search: 'text' },
  createTime: { value: 'moment', fills: 'record', search: 'moment' },
  modifyUser: { value: 'text', fills: 'record', search: 'text' },
  modifyTime: { value: 'moment', fills: 'record', search: 'moment' },
  currOrganize: { value: 'text', fills: 'record', search: 'equal' },
  currPosition: { value: 'text', fills: 'record', search: 'equal' },
  row: none,
  card: none,
  tab: none,
  tabItem: none,
  collapse: none,
  collapseItem: none,
  tableGrid: none,
  tableGridTr: none,
  tableGridTd: none,
  text: { value: 'none', jnpf: 'JNPFText' },
  alert: none,
  divider: none,
  groupTitle: none,
  link: none,
  button: none,
  qrcode: { value: 'none', labelled: true },
  barcode: { value: 'none', labelled: true },
} satisfies Record<JnpfKey, KeyTraits>;

const traitsByKey: ReadonlyMap<string, KeyTraits> = new Map(Object.entries(jnpfKeyTraits));

/** The traits of a key; a key this version does not know has none. */
export function traitsOf(key: string | undefined): KeyTraits {
  return (key !== undefined && traitsByKey.get(key)) || none;
}

/** The keys whose traits pass `test`, in the lists' order. */
export function keysWhere(test: (traits: KeyTraits, key: JnpfKey) => boolean): JnpfKey[] {
  return jnpfKeys.filter((key) => test(jnpfKeyTraits[key], key));
}

const layoutKeys: ReadonlySet<string> = new Set(containerKeys);

/** A layout: it holds other widgets and stores nothing itself. */
export const isLayoutKey = (key: string): boolean => layoutKeys.has(key);

export const valueKindOf = (key: string | undefined): ValueKind => traitsOf(key).value;

/** Whether the field stores several values: always, or by its `multiple` prop. */
export function storesMany(field: { jnpfKey: string; props?: { multiple?: unknown } }): boolean {
  const many = traitsOf(field.jnpfKey).many;
  return many === 'always' || (many === 'ifMultiple' && Boolean(field.props?.multiple));
}

const isSystem = (traits: KeyTraits) => traits.fills === 'record' || traits.fills === 'billNumber';

/** A system field: the record's author, place and times, or its bill number. */
export const isSystemKey = (key: string): boolean => isSystem(traitsOf(key));

/** The server writes the value (system fields and calculations); a client's copy is ignored. */
export const isServerFilledKey = (key: string): boolean => traitsOf(key).fills !== undefined;

/** Whether the value is the record's author, place or times, filled from whoever saves it. */
export const fillsFromRecord = (key: string): boolean => traitsOf(key).fills === 'record';

/** True when a field of this key is typed in as a number (a calculated field computes one). */
export const entersNumber = (key: string): boolean =>
  traitsOf(key).value === 'number' && !isServerFilledKey(key);

/** A number a person reads as an amount or a quantity: typed in or computed, not a position on a scale. */
export const isAmountKey = (key: string): boolean =>
  traitsOf(key).value === 'number' && traitsOf(key).scale !== true;

/** Whether the field carries options (static, a dictionary's or an interface's). */
export const carriesOptions = (key: string): boolean => traitsOf(key).options === true;

/**
 * Whether the field stores ids of records of another table (people, organisations, places,
 * related records), which are shown by those records' names.
 */
export function storesRecordIds(key: string): boolean {
  const traits = traitsOf(key);
  return traits.picker !== undefined || (traits.value === 'id' && traits.options !== true);
}

/** Whether the designer offers a placeholder for the field. */
export const takesPlaceholder = (key: string): boolean =>
  holdsData(key) && traitsOf(key).placeholder !== false;

/** Whether a list may show the field as a column. */
export const showsAsColumn = (key: string): boolean =>
  traitsOf(key).value !== 'none' && traitsOf(key).column !== false;

/** How an equal search of the field picks its value; undefined for keys that store nothing. */
export const searchKindOf = (key: string): SearchKind | undefined => traitsOf(key).search;

/** The system fields (the record's author, place, times and bill number): the server fills them. */
export const systemKeys = keysWhere(isSystem) as readonly DataKey[];

/** The data keys whose values are ids of records of a kind, beside the keys themselves. */
export const pickerKindOfKey: ReadonlyMap<string, PickerKind> = new Map(
  jnpfKeys.flatMap((key) => {
    const picker = jnpfKeyTraits[key].picker;
    return picker ? [[key, picker] as const] : [];
  }),
);

/** How JNPF 3.4 spells a key: its older name where it has one. */
export const jnpfSpellingOf = (key: JnpfKey): string => traitsOf(key).jnpf ?? key;

/** Older JNPF names the importer accepts, mapped to the newer ones. */
export const legacyJnpfKeys: Readonly<Record<string, JnpfKey>> = Object.fromEntries(
  keysWhere((t) => t.jnpf !== undefined).map((key) => [jnpfSpellingOf(key), key]),
);
