import type { DesignChange } from '@formwork/schema';
import type { DesignerKey, DesignerT } from '../i18n/instance.js';

/** Property paths a designer knows by a name of their own in the panel, with that name's key. */
const NAMED: ReadonlyMap<string, DesignerKey> = new Map([
  ['label', 'history.property.label'],
  ['required', 'history.property.required'],
  ['regList', 'history.property.regList'],
  ['span', 'history.property.span'],
  ['noShow', 'history.property.noShow'],
  ['defaultValue', 'history.property.defaultValue'],
  ['expression', 'history.property.expression'],
  ['reactions', 'history.property.reactions'],
  ['vModel', 'history.property.vModel'],
  ['jnpfKey', 'history.property.jnpfKey'],
  ['props.options', 'history.property.props_options'],
  ['props.placeholder', 'history.property.props_placeholder'],
  ['props.readonly', 'history.property.props_readonly'],
  ['props.dataType', 'history.property.props_dataType'],
  ['props.dictionaryType', 'history.property.props_dictionaryType'],
  ['props.propsUrl', 'history.property.props_propsUrl'],
  ['props.labelI18n', 'history.property.props_labelI18n'],
]);

/**
 * Form settings, list settings and column settings by the words their own editors show them
 * with, so a change reads as the designer knows the setting (列表按钮, not btnsList).
 */
const FORM_SETTING_NAMES: ReadonlyMap<string, DesignerKey> = new Map([
  ['labelPosition', 'form.labelPosition'],
  ['labelWidth', 'form.labelWidth'],
  ['size', 'form.size'],
  ['popupType', 'form.popupType'],
  ['popupWidth', 'form.popupWidth'],
  ['confirmButtonText', 'form.confirmButtonText'],
  ['cancelButtonText', 'form.cancelButtonText'],
  ['gutter', 'history.property.gutter'],
]);

const LIST_SETTING_NAMES: ReadonlyMap<string, DesignerKey> = new Map([
  ['type', 'list.type'],
  ['hasPage', 'list.hasPage'],
  ['pageSize', 'list.pageSize'],
  ['defaultSidx', 'list.defaultSidx'],
  ['sort', 'list.sort'],
  ['btnsList', 'list.toolbarButtons'],
  ['columnBtnsList', 'list.rowButtons'],
  ['treeTitle', 'list.treeTitle'],
  ['treeDataSource', 'list.treeDataSource'],
  ['treeDictionary', 'list.treeDictionary'],
  ['treePropsUrl', 'list.treeInterface'],
  ['treeRelation', 'list.treeRelation'],
  ['treePropsValue', 'list.treePropsValue'],
  ['treePropsLabel', 'list.treePropsLabel'],
  ['groupField', 'list.groupField'],
  ['useColumnPermission', 'list.useColumnPermission'],
  ['useFormPermission', 'list.useFormPermission'],
  ['useBtnPermission', 'list.useBtnPermission'],
  ['useDataPermission', 'list.useDataPermission'],
  ['showSummary', 'list.showSummary'],
  ['summaryField', 'list.summaryField'],
  ['printIds', 'list.printIds'],
]);

const COLUMN_SETTING_NAMES: ReadonlyMap<string, DesignerKey> = new Map([
  ['label', 'history.property.label'],
  ['width', 'list.width'],
  ['align', 'list.align'],
  ['fixed', 'list.fixed'],
  ['sortable', 'list.sortable'],
  ['format', 'list.format'],
]);

/**
 * The schema's own bookkeeping (its format version and kind) is no setting anyone chose; it only
 * shows up as changed when a list is made for the first time, next to the settings that matter.
 */
const BOOKKEEPING: ReadonlySet<string> = new Set(['version', 'kind']);

/** Whether a change is worth a line of its own to the person reading the history. */
export function isShownChange(change: DesignChange): boolean {
  return !(
    (change.kind === 'listChanged' || change.kind === 'settingChanged') &&
    BOOKKEEPING.has(change.property)
  );
}

const settingName = (t: DesignerT, names: ReadonlyMap<string, DesignerKey>, property: string) => {
  const key = names.get(property);
  return key === undefined ? property : t(key);
};

const LONGEST = 60;

/** Buttons and other labelled entries read by their labels, not as JSON. */
const labelled = (value: unknown): value is { label: string }[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => typeof item === 'object' && item !== null && typeof item.label === 'string');

/** A value as short text: JSON, cut at 60 characters; nothing set reads as "none". */
function shown(t: DesignerT, value: unknown): string {
  if (value === undefined || value === null) return t('history.none');
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (Array.isArray(value) && value.length === 0) return t('history.none');
  const text = labelled(value)
    ? value.map((item) => item.label).join(t('history.listSeparator'))
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

/**
 * What the design itself knows by name: a widget prop's title in the property panel, a field's
 * label by its vModel. Either may answer nothing (a prop or field gone since that release).
 */
export interface ChangeNames {
  prop(name: string): string | undefined;
  field(vModel: string): string | undefined;
}

const NO_NAMES: ChangeNames = { prop: () => undefined, field: () => undefined };

const propertyName = (t: DesignerT, property: string, names: ChangeNames) => {
  const named = NAMED.get(property);
  if (named !== undefined) return t(named);
  const prop = property.startsWith('props.') ? names.prop(property.slice('props.'.length)) : undefined;
  return prop ?? property;
};

/** List settings whose values are fields' vModels, read by the fields' labels. */
const FIELD_VALUED: ReadonlySet<string> = new Set([
  'groupField',
  'defaultSidx',
  'treeRelation',
  'summaryField',
]);

function fieldLabels(t: DesignerT, names: ChangeNames, value: unknown): unknown {
  const one = (v: unknown) => (typeof v === 'string' ? (names.field(v) ?? v) : v);
  if (!Array.isArray(value)) return one(value);
  return value.length === 0 ? undefined : value.map(one).join(t('history.listSeparator'));
}

const place = (t: DesignerT, at: string) => at || t('history.formItself');

/** A change's old and new value, as short text. */
const values = (t: DesignerT, change: { before: unknown; after: unknown }) => ({
  before: shown(t, change.before),
  after: shown(t, change.after),
});

/** One change as a line a citizen developer reads. */
export function changeText(t: DesignerT, change: DesignChange, names: ChangeNames = NO_NAMES): string {
  switch (change.kind) {
    case 'fieldAdded':
      return t('history.fieldAdded', { field: change.field, at: place(t, change.at) });
    case 'fieldRemoved':
      return t('history.fieldRemoved', { field: change.field, at: place(t, change.at) });
    case 'fieldMoved':
      return t('history.fieldMoved', {
        field: change.field,
        from: place(t, change.from),
        to: place(t, change.to),
      });
    case 'fieldChanged':
      return t('history.fieldChanged', {
        field: change.field,
        property: propertyName(t, change.property, names),
        ...values(t, change),
      });
    case 'settingChanged':
      return t('history.settingChanged', {
        property: settingName(t, FORM_SETTING_NAMES, change.property),
        ...values(t, change),
      });
    case 'columnAdded':
      return t('history.columnAdded', { column: change.column });
    case 'columnRemoved':
      return t('history.columnRemoved', { column: change.column });
    case 'columnsReordered':
      return t('history.columnsReordered', { after: change.after.join(', ') });
    case 'columnChanged':
      return t('history.columnChanged', {
        column: change.column,
        property: settingName(t, COLUMN_SETTING_NAMES, change.property),
        ...values(t, change),
      });
    case 'searchAdded':
      return t('history.searchAdded', { field: change.field });
    case 'searchRemoved':
      return t('history.searchRemoved', { field: change.field });
    case 'listChanged':
      return t('history.listChanged', {
        property: settingName(t, LIST_SETTING_NAMES, change.property),
        ...values(
          t,
          FIELD_VALUED.has(change.property)
            ? { before: fieldLabels(t, names, change.before), after: fieldLabels(t, names, change.after) }
            : change,
        ),
      });
  }
}
