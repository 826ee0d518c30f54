import dayjs from 'dayjs';

/** What the helpers accept: epoch milliseconds, 10-digit epoch seconds, their text, or a Date. */
export type TimeInput = number | string | Date;

/** Default display format: year-month-day hour:minute. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** The variant with seconds. */
export const DATE_TIME_SECONDS_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Epoch milliseconds of a time. A 10-digit number counts as seconds: some servers answer with
 * Unix timestamps, and no millisecond value of this era has 10 digits.
 */
export function toMillis(value: TimeInput): number {
  if (value instanceof Date) return value.getTime();
  const text = String(value).trim();
  if (/^-?\d+$/.test(text)) {
    const number = Number(text);
    return text.replace('-', '').length === 10 ? number * 1000 : number;
  }
  return new Date(text).getTime();
}

/** A time in the given dayjs format, by default year-month-day hour:minute; '' when unreadable. */
export function formatDate(value: TimeInput | null | undefined, format = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = toMillis(value);
  return Number.isNaN(ms) ? '' : dayjs(ms).format(format);
}

/** Same as formatDate with seconds. */
export const formatDateTimeSeconds = (value: TimeInput | null | undefined): string =>
  formatDate(value, DATE_TIME_SECONDS_FORMAT);
