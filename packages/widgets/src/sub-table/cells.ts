import {
  type FieldSchema,
  linearPattern,
  namedRules,
  patternError,
  patternSource,
  REQUIRED_MESSAGE,
  UNUSABLE_PATTERN_MESSAGE,
} from '@formwork/schema';
import type { WidgetT } from '../i18n/index.js';
import type { CellFlags, SubTableRow } from './types.js';

/** The suffix a relation's model name carries in a sub-table row. */
export const RELATION_SUFFIX = '_jnpfRelation_';

/** Fields whose picked record is shared data, keyed by their model name. */
const RELATION_KEYS: ReadonlySet<string> = new Set(['relationForm', 'popupSelect']);
/** Fields showing an attribute of a relation's record, which they name in `relationField`. */
const RELATION_ATTR_KEYS: ReadonlySet<string> = new Set(['relationFormAttr', 'popupAttr']);

/** Null, undefined, empty text and an empty list are empty. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** A model name as the row stores it: without the relation suffix. */
export function plainModelName(name: string): string {
  const at = name.indexOf(RELATION_SUFFIX);
  return at < 0 ? name : name.slice(0, at);
}

/** The model name in row `rowIndex`, so each row's relation keeps its own shared data. */
export function relationModelName(name: string, rowIndex: number): string {
  return `${plainModelName(name)}${RELATION_SUFFIX}${rowIndex}`;
}

/**
 * What a column's widget is told about its place in row `rowIndex`: relation fields get the
 * suffixed model name; attribute fields get their relationField pointed at the same row's
 * relation. Other fields need nothing.
 */
export function relationProps(column: FieldSchema, rowIndex: number): Record<string, string> | undefined {
  if (!column.vModel) return undefined;
  if (RELATION_KEYS.has(column.jnpfKey)) return { vModel: relationModelName(column.vModel, rowIndex) };
  const relationField = column.props?.relationField;
  if (RELATION_ATTR_KEYS.has(column.jnpfKey) && typeof relationField === 'string' && relationField) {
    return { relationField: relationModelName(relationField, rowIndex) };
  }
  return undefined;
}

/** One cell of a row, as validation sees it. */
export interface SubTableCell extends CellFlags {
  jnpfKey: string;
  /** The model name in this row: suffixed for relation fields. */
  vModel: string;
  value: unknown;
  required: boolean;
  regList: NonNullable<FieldSchema['regList']>;
  relationField?: string;
  /** The whole row the cell belongs to. */
  rowData: SubTableRow;
}

/** Row `rowIndex` as cells, one per column with a vModel, each unchecked (valid). */
export function rowCells(
  columns: readonly FieldSchema[],
  row: SubTableRow,
  rowIndex: number,
): SubTableCell[] {
  return columns
    .filter((column): column is FieldSchema & { vModel: string } => !!column.vModel)
    .map((column) => ({
      jnpfKey: column.jnpfKey,
      vModel: column.vModel,
      ...relationProps(column, rowIndex),
      value: row[column.vModel],
      required: column.required === true,
      regList: column.regList ?? [],
      rowData: row,
      valid: true,
      regValid: true,
    }));
}

/** The row the cells hold, read back under the plain model names (relation suffix removed). */
export function rowValue(cells: readonly SubTableCell[], base: SubTableRow = {}): SubTableRow {
  const row: SubTableRow = { ...base };
  for (const cell of cells) row[plainModelName(cell.vModel)] = cell.value;
  return row;
}

/**
 * The column's regList on a non-empty value, in order: the first failing rule's message. Like
 * the server, rules test text and numbers (as their text); lists and objects are not matched.
 */
export function regListMessage(column: FieldSchema, value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  for (const rule of column.regList ?? []) {
    if ('rule' in rule) {
      const named = namedRules[rule.rule];
      if (!linearPattern(named.pattern.source).test(text)) return named.message;
      continue;
    }
    // As on the server: the linear engine; a pattern it cannot run fails every value, with the
    // message the server gives then.
    if (patternError(rule.pattern) !== undefined) return UNUSABLE_PATTERN_MESSAGE;
    if (!linearPattern(patternSource(rule.pattern)).test(text)) return rule.message;
  }
  return undefined;
}

/**
 * A cell's flags for a value: the empty check first (不能为空 when required), then, only for a
 * non-empty value, `checkValue` (the regList by default).
 */
export function checkCell(
  column: FieldSchema,
  value: unknown,
  checkValue: (column: FieldSchema, value: unknown) => string | undefined = regListMessage,
): CellFlags {
  if (isEmptyValue(value)) return { valid: column.required !== true, regValid: true };
  const message = checkValue(column, value);
  return message === undefined
    ? { valid: true, regValid: true }
    : { valid: true, regValid: false, regErrorText: message };
}

/**
 * The message a cell shows for its flags, if any: the required one in the language of `t`
 * (Chinese without one); a pattern's message is the author's own text, shown as written.
 */
export function flagsMessage(flags: CellFlags | undefined, t?: WidgetT): string | undefined {
  if (!flags) return undefined;
  if (!flags.valid) return t ? t('subTable.required') : REQUIRED_MESSAGE;
  return flags.regValid ? undefined : flags.regErrorText;
}
