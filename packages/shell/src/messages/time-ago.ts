import type { TFunction } from 'i18next';
import { DATE_FORMAT, formatDate, toMillis } from '../utils/timestamp.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

/**
 * How long ago a message came, in the reader's language: just now under a minute (or in the
 * future), then whole minutes, hours, days, weeks and up to three months, and the date beyond.
 */
export function messageTimeAgo(t: TFunction, value: number, now: number = Date.now()): string {
  const then = toMillis(value);
  if (Number.isNaN(then)) return '';
  const elapsed = now - then;
  if (elapsed < MINUTE) return t('justNow');
  if (elapsed < HOUR) return t('minutesAgo', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('hoursAgo', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < WEEK) return t('daysAgo', { count: Math.floor(elapsed / DAY) });
  if (elapsed < 4 * WEEK) return t('weeksAgo', { count: Math.floor(elapsed / WEEK) });
  // Four weeks are 28 days, short of a 30-day month: that gap still reads one month.
  if (elapsed < 4 * MONTH) return t('monthsAgo', { count: Math.max(1, Math.floor(elapsed / MONTH)) });
  return formatDate(then, DATE_FORMAT);
}
