/** The date formats a bill rule may use; 'no' numbers without a date part. */
export const BILL_DATE_FORMATS = [
  'no',
  'YYYY',
  'YYYYMM',
  'YYYYMMDD',
  'YYYYMMDDHH',
  'YYYYMMDDHHmm',
  'YYYYMMDDHHmmss',
  'YYYYMMDDHHmmssSSS',
] as const;

export type BillDateFormat = (typeof BILL_DATE_FORMATS)[number];

/** What shapes a rule's numbers. */
export interface BillNumberFormat {
  prefix?: string;
  dateFormat?: string;
  digit?: number;
  startNumber?: number;
  suffix?: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The date part of `now` (local time) under every format at once, so the database can pick the
 * rule's own format in the same statement that takes the number. Each is a prefix of the next,
 * so within one format a later time never gives a smaller string.
 */
export function billDateParts(now: Date): Record<BillDateFormat, string> {
  const pieces = [
    String(now.getFullYear()).padStart(4, '0'),
    pad(now.getMonth() + 1),
    pad(now.getDate()),
    pad(now.getHours()),
    pad(now.getMinutes()),
    pad(now.getSeconds()),
    pad(now.getMilliseconds(), 3),
  ];
  const parts = { no: '' } as Record<BillDateFormat, string>;
  for (const [index, format] of BILL_DATE_FORMATS.slice(1).entries())
    parts[format] = pieces.slice(0, index + 1).join('');
  return parts;
}

/** A format the rule does not know gives no date part, as 'no' does. */
export function billDatePart(dateFormat: string | undefined, now: Date): string {
  const parts = billDateParts(now);
  return dateFormat && Object.hasOwn(parts, dateFormat) ? parts[dateFormat as BillDateFormat] : '';
}

/**
 * One number: prefix + date part + serial zero-padded to `digit` + suffix. A serial longer than
 * the digits is written whole, never cut short. The server's numbering statement builds the same
 * text in SQL; a test holds the two together.
 */
export function billNumberText(format: BillNumberFormat, datePart: string, serial: number): string {
  const digits = String(Math.max(0, Math.trunc(serial)));
  return `${format.prefix ?? ''}${datePart}${digits.padStart(format.digit ?? 0, '0')}${format.suffix ?? ''}`;
}

/** The first number a rule would issue at `now`: what its form shows as the example. */
export function billNumberExample(format: BillNumberFormat, now = new Date()): string {
  return billNumberText(format, billDatePart(format.dateFormat, now), format.startNumber ?? 1);
}
