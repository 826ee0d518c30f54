import { describe, expect, it } from 'vitest';
import { shortenNumber, thousands } from './numbers.js';
import { formatTimeAgo, timeAgo } from './time-ago.js';
import { formatDate, formatDateTimeSeconds, toMillis } from './timestamp.js';
import { longDate } from './weekday.js';

// Local time, so the expected texts hold in any time zone.
const NOW = new Date(2026, 4, 20, 12, 0, 0).getTime();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK_MS = 7 * DAY;
const ago = (ms: number) => NOW - ms;

describe('timeAgo (first helper)', () => {
  it.each([
    [0, '刚刚'],
    [59 * SECOND, '刚刚'],
    [-5 * MINUTE, '刚刚'],
    [MINUTE, '1分钟前'],
    [59 * MINUTE + 59 * SECOND, '59分钟前'],
    [HOUR, '1小时前'],
    [23 * HOUR + 59 * MINUTE, '23小时前'],
    [DAY, '1天前'],
    [6 * DAY + 23 * HOUR, '6天前'],
    [7 * DAY, '1周前'],
    [27 * DAY, '3周前'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(timeAgo(ago(elapsed), NOW)).toBe(text);
  });

  it('counts months up to 3, then shows the date', () => {
    expect(timeAgo(ago(28 * DAY), NOW)).toBe('1个月前');
    expect(timeAgo(ago(30 * DAY), NOW)).toBe('1个月前');
    expect(timeAgo(ago(119 * DAY), NOW)).toBe('3个月前');
    expect(timeAgo(new Date(2025, 11, 31, 8, 0).getTime(), NOW)).toBe('2025-12-31');
  });

  it('treats a 10-digit timestamp as seconds', () => {
    expect(timeAgo(Math.floor(ago(5 * MINUTE) / 1000), NOW)).toBe('5分钟前');
    expect(timeAgo(String(Math.floor(ago(2 * HOUR) / 1000)), NOW)).toBe('2小时前');
  });

  it('speaks the language it is given', () => {
    expect(timeAgo(ago(0), NOW, 'en')).toBe('Just now');
    expect(timeAgo(ago(MINUTE), NOW, 'en')).toBe('1 minute ago');
    expect(timeAgo(ago(5 * MINUTE), NOW, 'en')).toBe('5 minutes ago');
    expect(timeAgo(ago(2 * WEEK_MS), NOW, 'en')).toBe('2 weeks ago');
    expect(timeAgo(ago(0), NOW, 'zhtw')).toBe('剛剛');
    expect(timeAgo(ago(3 * DAY), NOW, 'zhtw')).toBe('3天前');
  });

  it('gives nothing for a value that is no time', () => {
    expect(timeAgo('not a time', NOW)).toBe('');
  });
});

describe('formatTimeAgo (second helper)', () => {
  it.each([
    [29 * SECOND, '刚刚'],
    [30 * SECOND, '1分钟前'],
    [59 * MINUTE, '59分钟前'],
    [HOUR, '1小时前'],
    [23 * HOUR + 1, '24小时前'],
    [DAY, '1天前'],
    [2 * DAY - SECOND, '1天前'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(formatTimeAgo(ago(elapsed), undefined, NOW)).toBe(text);
  });

  it('speaks the reader language', () => {
    expect(formatTimeAgo(ago(29 * SECOND), undefined, NOW, 'en')).toBe('Just now');
    expect(formatTimeAgo(ago(30 * SECOND), undefined, NOW, 'en')).toBe('1 minute ago');
    expect(formatTimeAgo(ago(3 * HOUR), undefined, NOW, 'en')).toBe('3 hours ago');
    expect(formatTimeAgo(ago(DAY), undefined, NOW, 'zhtw')).toBe('1天前');
    expect(formatTimeAgo(ago(30 * MINUTE), undefined, NOW, 'zhtw')).toBe('30分鐘前');
  });

  it('shows the date from two days on, in the given format if any', () => {
    const then = new Date(2026, 4, 18, 9, 5).getTime();
    expect(formatTimeAgo(then, undefined, NOW)).toBe('5月18日9时5分');
    expect(formatTimeAgo(then, undefined, NOW, 'en')).toBe('May 18, 9:05');
    expect(formatTimeAgo(then, 'YYYY-MM-DD', NOW)).toBe('2026-05-18');
  });
});

describe('date formats', () => {
  const then = new Date(2026, 0, 2, 3, 4, 5);
  it('defaults to year-month-day hour:minute, with a seconds variant', () => {
    expect(formatDate(then.getTime())).toBe('2026-01-02 03:04');
    expect(formatDateTimeSeconds(then.getTime())).toBe('2026-01-02 03:04:05');
    expect(formatDate(then, 'YYYY/MM/DD')).toBe('2026/01/02');
  });

  it('reads 10 digits as seconds and 13 as milliseconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis('1700000000')).toBe(1_700_000_000_000);
    expect(toMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(formatDate(Math.floor(then.getTime() / 1000))).toBe('2026-01-02 03:04');
  });

  it('shows nothing for a missing or unreadable time', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('numbers', () => {
  it.each([
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1_500_000, '1.5M'],
    [2e9, '2G'],
    [3.25e12, '3.3T'],
    [1e15, '1P'],
    [7e18, '7E'],
  ])('shortens %d to %s', (value, text) => {
    expect(shortenNumber(value)).toBe(text);
  });

  it('keeps the requested decimals, dropping trailing zeros', () => {
    expect(shortenNumber(1_234_567, 2)).toBe('1.23M');
    expect(shortenNumber(1_200_000, 3)).toBe('1.2M');
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1_234_567.891, '1,234,567.891'],
    [-9_876_543, '-9,876,543'],
    ['12345', '12,345'],
    ['abc', '0'],
  ])('separates thousands of %s as %s', (value, text) => {
    expect(thousands(value)).toBe(text);
  });
});

describe('longDate', () => {
  it('writes the date with its weekday as each language does, American in English', () => {
    const day = new Date(2026, 11, 7, 12, 0);
    expect(longDate(day, 'en')).toBe('Monday, December 7, 2026');
    expect(longDate(day, 'zh')).toBe('2026年12月7日星期一');
  });
});
