import type { MessageKey } from '@formwork/schema';
import { textOf } from '../i18n/i18n.js';
import type { Language } from '../i18n/languages.js';
import { TIME_AGO_TEXT } from './messages.js';
import { DATE_FORMAT, formatDate, type TimeInput, toMillis } from './timestamp.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

type TimeAgoKey = MessageKey<typeof TIME_AGO_TEXT.messages.zh>;

/** `count` units ago in `language`: one unit and several are worded apart, as English needs. */
function unitsAgo(
  [one, several]: readonly [TimeAgoKey, TimeAgoKey],
  count: number,
  language: Language,
): string {
  const t = textOf(TIME_AGO_TEXT, language);
  return count === 1 ? t(one) : t(several, { count });
}

const MINUTES = ['minuteAgo', 'minutesAgo'] as const;
const HOURS = ['hourAgo', 'hoursAgo'] as const;
const DAYS = ['dayAgo', 'daysAgo'] as const;
const WEEKS = ['weekAgo', 'weeksAgo'] as const;
const MONTHS = ['monthAgo', 'monthsAgo'] as const;

/**
 * How long ago, in whole units and in `language` (simplified Chinese unless named): under a minute
 * (or in the future) 刚刚, then minutes up to 59, hours up to 23, days up to 6, weeks up to 3,
 * months up to 3, and the date (yyyy-MM-dd) beyond that. A value that is no time gives ''.
 */
export function timeAgo(value: TimeInput, now: number = Date.now(), language: Language = 'zh'): string {
  const then = toMillis(value);
  if (Number.isNaN(then)) return '';
  const elapsed = now - then;
  if (elapsed < MINUTE) return textOf(TIME_AGO_TEXT, language)('justNow');
  if (elapsed < HOUR) return unitsAgo(MINUTES, Math.floor(elapsed / MINUTE), language);
  if (elapsed < DAY) return unitsAgo(HOURS, Math.floor(elapsed / HOUR), language);
  if (elapsed < WEEK) return unitsAgo(DAYS, Math.floor(elapsed / DAY), language);
  if (elapsed < 4 * WEEK) return unitsAgo(WEEKS, Math.floor(elapsed / WEEK), language);
  // Four weeks are 28 days, short of a 30-day month: that gap still reads one month.
  if (elapsed < 4 * MONTH) return unitsAgo(MONTHS, Math.max(1, Math.floor(elapsed / MONTH)), language);
  return formatDate(then, DATE_FORMAT);
}

/** The date the coarser helper falls back to, per language: month, day, hour and minute. */
const SHORT_DATE_FORMATS: Readonly<Record<Language, string>> = {
  zh: 'M月D日H时m分',
  zhtw: 'M月D日H時m分',
  en: 'MMM D, H:mm',
};

/**
 * The coarser helper the shell offers beside `timeAgo`: under 30 s "just now", under an hour
 * minutes ago, under a day hours ago, under two days one day ago, else the date in `format`
 * (month, day and time in `language` unless given). Partial units round up, so 31 s reads one
 * minute ago rather than zero.
 */
export function formatTimeAgo(
  value: TimeInput,
  format?: string,
  now: number = Date.now(),
  language: Language = 'zh',
): string {
  const then = toMillis(value);
  if (Number.isNaN(then)) return '';
  const seconds = (now - then) / 1000;
  if (seconds < 30) return textOf(TIME_AGO_TEXT, language)('justNow');
  if (seconds < 3600) return unitsAgo(MINUTES, Math.ceil(seconds / 60), language);
  if (seconds < 86_400) return unitsAgo(HOURS, Math.ceil(seconds / 3600), language);
  if (seconds < 2 * 86_400) return unitsAgo(DAYS, 1, language);
  return formatDate(then, format ?? SHORT_DATE_FORMATS[language]);
}
