import dayjs from 'dayjs';
import { isEmptyValue } from '../data/empty-value.js';
import { isServerFilledKey, valueKindOf } from '../form/jnpf-key-traits.js';
import type { FieldOption, FieldSchema } from '../form/types.js';
import { formatThousands } from '../money/format-thousands.js';
import {
  type PickerNames,
  pickerKindOf,
  pickerText,
  relationSourceOf,
  relationText,
} from './picker-names.js';

/** The words a value's text is made of, beyond the field's own: a client gives its user's language. */
export interface DisplayWords {
  /** A switch's states where the field words none, or keeps the designer's default 开/关. */
  switchOn: string;
  switchOff: string;
  /** A sub-table's value: how many rows it holds. */
  rows: (count: number) => string;
  /** A user picker's system variable `currentUser`: whoever fills the form in. */
  currentUser: string;
}

/** The words in Chinese, as the server's answers and exports say them. */
export const CHINESE_DISPLAY_WORDS: DisplayWords = {
  switchOn: '开',
  switchOff: '关',
  rows: (count) => `${count}行`,
  currentUser: '当前用户',
};

export interface FormatOptions {
  /** Options fetched at run time (dictionary or interface); static options come from the field. */
  options?: readonly FieldOption[];
  /** The words around the values; Chinese when not given. */
  words?: DisplayWords;
  /**
   * Names of the records picker fields store ids of, and what relation pickers show for their
   * keys; an id not named shows as itself.
   */
  names?: PickerNames;
}

/**
 * A switch state's own text, unless it is the default the designer writes into every new
 * switch (开/关): that is the product's word, not the author's, so it follows the language.
 */
function switchText(own: unknown, chinese: string, word: string): string {
  return own === undefined || own === chinese ? word : String(own);
}

const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** JNPF stores element-ui formats (yyyy-MM-dd); dayjs wants YYYY-MM-DD. */
const dayjsFormat = (format: string) => format.replace(/y/g, 'Y').replace(/d/g, 'D');

/**
 * 1 and '1' name the same option: a code stored as a number may be offered as text (a
 * dictionary's codes are text) and the other way round.
 */
const sameCode = (option: FieldOption, value: unknown) =>
  option.value === value ||
  ((typeof value === 'number' || typeof value === 'string') && String(option.value) === String(value));

function labelOf(options: readonly FieldOption[], value: unknown): string {
  return options.find((option) => sameCode(option, value))?.label ?? String(value);
}

function pathLabels(options: readonly FieldOption[], path: readonly unknown[]): string[] {
  const labels: string[] = [];
  let level: readonly FieldOption[] | undefined = options;
  for (const step of path) {
    const option: FieldOption | undefined = level?.find((candidate) => candidate.value === step);
    labels.push(option?.label ?? String(step));
    level = option?.children;
  }
  return labels;
}

function formatDate(value: unknown, format: string): string {
  const moment = dayjs(typeof value === 'number' || typeof value === 'string' ? value : String(value));
  return moment.isValid() ? moment.format(format) : String(value);
}

function formatNumber(field: FieldSchema, value: unknown): string {
  if (typeof value !== 'number') return String(value);
  const precision = field.props?.precision;
  if (field.props?.thousands) return formatThousands(value, precision);
  return precision === undefined ? String(value) : value.toFixed(precision);
}

/**
 * The text a person sees for a stored value: option labels instead of codes, dates in the
 * field's format, numbers with the field's precision, names of the people, organisations and
 * places pickers store ids of (when `names` holds them). The list, the detail view and the Excel
 * export all show this, so the screen and the file never disagree.
 */
export function formatValue(field: FieldSchema, value: unknown, format: FormatOptions = {}): string {
  if (isEmptyValue(value)) return '';
  const options = format.options ?? field.props?.options ?? [];
  const props = field.props ?? {};
  const words = format.words ?? CHINESE_DISPLAY_WORDS;
  const pickerKind = pickerKindOf(field);
  if (pickerKind) return pickerText(pickerKind, value, format.names ?? {}, words.currentUser);
  const relation = relationSourceOf(field);
  if (relation) return relationText(relation, value, format.names ?? {});
  switch (valueKindOf(field.jnpfKey)) {
    case 'number':
      // A calculation shows two places, as JNPF's calculated field does.
      if (isServerFilledKey(field.jnpfKey))
        return typeof value === 'number' ? value.toFixed(2) : String(value);
      return formatNumber(field, value);
    case 'flag': {
      const on = value === (props.activeValue ?? 1);
      return on
        ? switchText(props.activeTxt, CHINESE_DISPLAY_WORDS.switchOn, words.switchOn)
        : switchText(props.inactiveTxt, CHINESE_DISPLAY_WORDS.switchOff, words.switchOff);
    }
    case 'choice':
      return (Array.isArray(value) ? value : [value]).map((v) => labelOf(options, v)).join(',');
    case 'path': {
      const paths = props.multiple ? (value as unknown[][]) : [value as unknown[]];
      const separator = typeof props.separator === 'string' ? props.separator : '/';
      return paths
        .filter(Array.isArray)
        .map((path) => pathLabels(options, path).join(separator))
        .join(',');
    }
    case 'moment':
      // The record's own times show to the second; a date field in its own format.
      if (isServerFilledKey(field.jnpfKey)) return formatDate(value, DATE_TIME_FORMAT);
      return formatDate(value, dayjsFormat(typeof props.format === 'string' ? props.format : DATE_FORMAT));
    case 'rows':
      return Array.isArray(value) ? words.rows(value.length) : '';
    case 'files':
      return Array.isArray(value)
        ? value.map((file) => String((file as { name?: unknown }).name ?? '')).join(',')
        : '';
    default:
      return Array.isArray(value)
        ? value.join(',')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  }
}
