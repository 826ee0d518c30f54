import type { DesignChange } from '@formwork/schema';
import type { TFunction } from 'i18next';

/** Property paths a designer knows by a name of their own in the panel. */
const NAMED: ReadonlySet<string> = new Set([
  'label',
  'required',
  'regList',
  'span',
  'noShow',
  'defaultValue',
  'expression',
  'reactions',
  'vModel',
  'jnpfKey',
  'props.options',
  'props.placeholder',
  'props.readonly',
  'props.dataType',
  'props.dictionaryType',
  'props.propsUrl',
  'props.labelI18n',
]);

const LONGEST = 60;

/** A value as short text: JSON, cut at 60 characters; nothing set reads as "none". */
function shown(t: TFunction, value: unknown): string {
  if (value === undefined || value === null) return t('history.none');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

const propertyName = (t: TFunction, property: string) =>
  NAMED.has(property) ? t(`history.property.${property.replace('.', '_')}`) : property;

const place = (t: TFunction, at: string) => at || t('history.formItself');

/** A change's old and new value, as short text. */
const values = (t: TFunction, change: { before: unknown; after: unknown }) => ({
  before: shown(t, change.before),
  after: shown(t, change.after),
});

/** One change as a line a citizen developer reads. */
export function changeText(t: TFunction, change: DesignChange): string {
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
        property: propertyName(t, change.property),
        ...values(t, change),
      });
    case 'settingChanged':
      return t('history.settingChanged', {
        property: change.property,
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
        property: change.property,
        ...values(t, change),
      });
    case 'searchAdded':
      return t('history.searchAdded', { field: change.field });
    case 'searchRemoved':
      return t('history.searchRemoved', { field: change.field });
    case 'listChanged':
      return t('history.listChanged', {
        property: change.property,
        ...values(t, change),
      });
  }
}
