import dayjs from 'dayjs';
import { isEmptyValue } from '../data/empty-value.js';
import type { FieldOption, FieldSchema } from '../form/types.js';
import { formatThousands } from '../money/format-thousands.js';

export interface FormatOptions {
  /** Options fetched at run time (dictionary or interface); static options come from the field. */
  options?: readonly FieldOption[];
}

const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** JNPF stores element-ui formats (yyyy-MM-dd); dayjs wants YYYY-MM-DD. */
const dayjsFormat = (format: string) => format.replace(/y/g, 'Y').replace(/d/g, 'D');

function labelOf(options: readonly FieldOption[], value: unknown): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
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
 * field's format, numbers with the field's precision. The list, the detail view and the Excel
 * export all show this, so the screen and the file never disagree.
 */
export function formatValue(field: FieldSchema, value: unknown, format: FormatOptions = {}): string {
  if (isEmptyValue(value)) return '';
  const options = format.options ?? field.props?.options ?? [];
  const props = field.props ?? {};
  switch (field.jnpfKey) {
    case 'inputNumber':
      return formatNumber(field, value);
    case 'calculate':
      return typeof value === 'number' ? value.toFixed(2) : String(value);
    case 'switch': {
      const on = value === (props.activeValue ?? 1);
      return on ? String(props.activeTxt ?? '开') : String(props.inactiveTxt ?? '关');
    }
    case 'radio':
    case 'select':
    case 'checkbox':
      return (Array.isArray(value) ? value : [value]).map((v) => labelOf(options, v)).join(',');
    case 'cascader': {
      const paths = props.multiple ? (value as unknown[][]) : [value as unknown[]];
      const separator = typeof props.separator === 'string' ? props.separator : '/';
      return paths
        .filter(Array.isArray)
        .map((path) => pathLabels(options, path).join(separator))
        .join(',');
    }
    case 'datePicker':
      return formatDate(value, dayjsFormat(typeof props.format === 'string' ? props.format : DATE_FORMAT));
    case 'createTime':
    case 'modifyTime':
      return formatDate(value, DATE_TIME_FORMAT);
    case 'table':
      return Array.isArray(value) ? `${value.length}行` : '';
    case 'uploadFile':
    case 'uploadImg':
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
