import { i18n, registerMessages } from '../i18n/i18n.js';
import type { Language } from '../i18n/languages.js';
import { DATE_FORMAT, formatDate, type TimeInput, toMillis } from './timestamp.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

const TIME_AGO_NS = 'timeAgo';

// Small and used on the home page and in the message drawer alike: all three languages travel here.
registerMessages(TIME_AGO_NS, {
  zh: {
    justNow: '刚刚',
    minutesAgo: '{{count}}分钟前',
    hoursAgo: '{{count}}小时前',
    daysAgo: '{{count}}天前',
    weeksAgo: '{{count}}周前',
    monthsAgo: '{{count}}个月前',
  },
  zhtw: {
    justNow: '剛剛',
    minutesAgo: '{{count}}分鐘前',
    hoursAgo: '{{count}}小時前',
    daysAgo: '{{count}}天前',
    weeksAgo: '{{count}}週前',
    monthsAgo: '{{count}}個月前',
  },
  en: {
    justNow: 'Just now',
    minutesAgo_one: '1 minute ago',
    minutesAgo_other: '{{count}} minutes ago',
    hoursAgo_one: '1 hour ago',
    hoursAgo_other: '{{count}} hours ago',
    daysAgo_one: '1 day ago',
    daysAgo_other: '{{count}} days ago',
    weeksAgo_one: '1 week ago',
    weeksAgo_other: '{{count}} weeks ago',
    monthsAgo_one: '1 month ago',
    monthsAgo_other: '{{count}} months ago',
  },
});

/**
 * How long ago, in whole units and in `language` (simplified Chinese unless named): under a minute
 * (or in the future) 刚刚, then minutes up to 59, hours up to 23, days up to 6, weeks up to 3,
 * months up to 3, and the date (yyyy-MM-dd) beyond that. A value that is no time gives ''.
 */
export function timeAgo(value: TimeInput, now: number = Date.now(), language: Language = 'zh'): string {
  const then = toMillis(value);
  if (Number.isNaN(then)) return '';
  const t = i18n.getFixedT(language, TIME_AGO_NS);
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
  const t = i18n.getFixedT(language, TIME_AGO_NS);
  const seconds = (now - then) / 1000;
  if (seconds < 30) return t('justNow');
  if (seconds < 3600) return t('minutesAgo', { count: Math.ceil(seconds / 60) });
  if (seconds < 86_400) return t('hoursAgo', { count: Math.ceil(seconds / 3600) });
  if (seconds < 2 * 86_400) return t('daysAgo', { count: 1 });
  return formatDate(then, format ?? SHORT_DATE_FORMATS[language]);
}
