import dayjs from 'dayjs';

/** A message's time, as short as still clear: the time today, the day this year, else the date. */
export function chatTime(value: number | string | null | undefined, now: number = Date.now()): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  const at = dayjs(Number.isFinite(number) ? (number < 1e11 ? number * 1000 : number) : value);
  if (!at.isValid()) return '';
  const today = dayjs(now);
  if (at.isSame(today, 'day')) return at.format('HH:mm');
  if (at.isSame(today, 'year')) return at.format('MM-DD HH:mm');
  return at.format('YYYY-MM-DD');
}
