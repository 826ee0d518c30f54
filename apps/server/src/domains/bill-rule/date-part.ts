/** The date formats a bill rule may use; 'no' numbers without a date part. */
export const DATE_FORMATS = [
  'no',
  'YYYY',
  'YYYYMM',
  'YYYYMMDD',
  'YYYYMMDDHH',
  'YYYYMMDDHHmm',
  'YYYYMMDDHHmmss',
  'YYYYMMDDHHmmssSSS',
] as const;

export type DateFormat = (typeof DATE_FORMATS)[number];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The date part of `now` (server local time) under every format at once, so the database can
 * pick the rule's own format in the same statement that takes the number. Each is a prefix of
 * the next, so within one format a later time never gives a smaller string.
 */
export function dateParts(now: Date): Record<DateFormat, string> {
  const pieces = [
    String(now.getFullYear()).padStart(4, '0'),
    pad(now.getMonth() + 1),
    pad(now.getDate()),
    pad(now.getHours()),
    pad(now.getMinutes()),
    pad(now.getSeconds()),
    pad(now.getMilliseconds(), 3),
  ];
  const parts = { no: '' } as Record<DateFormat, string>;
  for (const [index, format] of DATE_FORMATS.slice(1).entries())
    parts[format] = pieces.slice(0, index + 1).join('');
  return parts;
}
