import dayjs from 'dayjs';
import { isEmptyValue } from '../../data/empty-value.js';
import { isAmountKey, valueKindOf } from '../../form/jnpf-key-traits.js';
import { parseDecimal } from '../../money/decimal-string.js';
import { formatThousands } from '../../money/format-thousands.js';

/** Number formats a list column may show: grouped digits, money (grouped, 2 decimals), percent. */
export type NumberColumnFormat = 'thousands' | 'money' | 'percent';

/** One display format the designer offers for a column, with a sample value shown in it. */
export interface ColumnFormatOption {
  /** What `ListColumn.format` holds: a dayjs pattern or a NumberColumnFormat. */
  value: string;
  /** The format applied to a sample value, language-neutral, to show beside the choice. */
  example: string;
}

const MOMENT_FORMATS = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM', 'HH:mm'] as const;
// A time picker stores only "HH:mm:ss": a date part would show a made-up day.
const TIME_FORMATS = ['HH:mm', 'HH:mm:ss'] as const;
const NUMBER_FORMATS: readonly NumberColumnFormat[] = ['thousands', 'money', 'percent'];

const SAMPLE_MOMENT = new Date(2024, 4, 2, 9, 30, 15).getTime();
const SAMPLE_TIME = '09:30:15';
const SAMPLE_NUMBER = 1234567.891;

const isNumberFormat = (format: string): format is NumberColumnFormat =>
  (NUMBER_FORMATS as readonly string[]).includes(format);

const TIME_OF_DAY = /^\d{1,2}:\d{2}(:\d{2})?$/;

function formatMoment(pattern: string, value: unknown): string | undefined {
  if (typeof value === 'string' && TIME_OF_DAY.test(value.trim())) {
    const time = dayjs(`2000-01-01T${value.trim().padStart(8, '0')}`);
    return time.isValid() ? time.format(pattern) : undefined;
  }
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const moment = dayjs(value);
  return moment.isValid() ? moment.format(pattern) : undefined;
}

/**
 * Percent reads the value as a fraction, as spreadsheets do: 0.1234 -> 12.34%. Times 100 moves the
 * decimal point two places on the value's own digits, so 0.07 shows 7.00% and not
 * 7.000000000000001%, with no arithmetic library in every list.
 */
function formatPercent(value: number | string): string | undefined {
  const parts = parseDecimal(value);
  if (!parts) return undefined;
  const digits = parts.integer + parts.fraction.padEnd(2, '0');
  const point = parts.integer.length + 2;
  const hundredfold = `${parts.negative ? '-' : ''}${digits.slice(0, point)}.${digits.slice(point)}`;
  return `${formatThousands(hundredfold, 2)}%`;
}

/**
 * A value in a column's display format: `precision` (the field's) keeps the digits of grouped
 * numbers. Undefined when the format does not fit the value (a text in a number format, an
 * unknown pattern kind), so the cell shows the field's own text instead.
 */
export function formatColumnValue(format: string, value: unknown, precision?: number): string | undefined {
  if (isEmptyValue(value)) return '';
  if (isNumberFormat(format)) {
    if (typeof value !== 'number' && typeof value !== 'string') return undefined;
    if (parseDecimal(value) === null) return undefined;
    if (format === 'percent') return formatPercent(value);
    return formatThousands(value, format === 'money' ? 2 : precision) || undefined;
  }
  return formatMoment(format, value);
}

// A percent reads a fraction, so its example is one: 0.1234 -> 12.34%.
const SAMPLE_FRACTION = 0.1234;
const sampleFor = (format: string, sample: unknown) => (format === 'percent' ? SAMPLE_FRACTION : sample);

const optionsOf = (formats: readonly string[], sample: unknown): readonly ColumnFormatOption[] =>
  Object.freeze(
    formats.map((value) => ({ value, example: formatColumnValue(value, sampleFor(value, sample)) ?? '' })),
  );

const BY_KIND = {
  moment: optionsOf(MOMENT_FORMATS, SAMPLE_MOMENT),
  time: optionsOf(TIME_FORMATS, SAMPLE_TIME),
  number: optionsOf(NUMBER_FORMATS, SAMPLE_NUMBER),
  none: Object.freeze([]) as readonly ColumnFormatOption[],
};

/**
 * The display formats a column of this widget kind may take, in the order to offer them; none
 * for kinds whose text a format cannot change (text, options, pickers...). The designer offers
 * exactly these and the list applies them, so a choice always shows.
 */
export function columnFormatsFor(jnpfKey: string | undefined): readonly ColumnFormatOption[] {
  if (jnpfKey === undefined) return BY_KIND.none;
  const kind = valueKindOf(jnpfKey);
  if (kind === 'moment') return BY_KIND.moment;
  if (kind === 'time') return BY_KIND.time;
  if (isAmountKey(jnpfKey)) return BY_KIND.number;
  return BY_KIND.none;
}

/** Whether `format` is one columnFormatsFor offers for the kind (a stale format after a type change is not). */
export function isColumnFormatFor(jnpfKey: string | undefined, format: string): boolean {
  return columnFormatsFor(jnpfKey).some((option) => option.value === format);
}
