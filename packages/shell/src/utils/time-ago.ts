import { DATE_FORMAT, formatDate, type TimeInput, toMillis } from './timestamp.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

/**
 * How long ago, in whole units: under a minute (or in the future)
 * 刚刚, then minutes up to 59, hours up to 23, days up to 6, weeks up to 3, months up to 3, and
 * the date (yyyy-MM-dd) beyond that.
 */
export function timeAgo(value: TimeInput, now: number = Date.now()): string {
  const then = toMillis(value);
  const elapsed = now - then;
  if (elapsed < MINUTE) return '刚刚';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}天前`;
  if (elapsed < 4 * WEEK) return `${Math.floor(elapsed / WEEK)}周前`;
  // Four weeks are 28 days, short of a 30-day month: that gap still reads one month.
  if (elapsed < 4 * MONTH) return `${Math.max(1, Math.floor(elapsed / MONTH))}个月前`;
  return formatDate(then, DATE_FORMAT);
}

/** The date the second helper falls back to: month, day, hour and minute. */
export const SHORT_DATE_FORMAT = 'M月D日H时m分';

/**
 * The coarser helper: under 30 s 刚刚, under an hour minutes ago, under
 * a day hours ago, under two days 1天前, else the date in `format`. Partial units round up, so
 * 31 s reads 1分钟前 rather than 0.
 */
export function formatTimeAgo(
  value: TimeInput,
  format = SHORT_DATE_FORMAT,
  now: number = Date.now(),
): string {
  const then = toMillis(value);
  const seconds = (now - then) / 1000;
  if (seconds < 30) return '刚刚';
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}分钟前`;
  if (seconds < 86_400) return `${Math.ceil(seconds / 3600)}小时前`;
  if (seconds < 2 * 86_400) return '1天前';
  return formatDate(then, format);
}
