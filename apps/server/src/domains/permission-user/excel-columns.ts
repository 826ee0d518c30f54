import { uiLanguages } from '@formwork/schema';
import type { CellValue } from 'exceljs';
import { type MessageKey, t } from '../../http/i18n/index.js';
import { permissionUserMessages } from './messages.js';

/** The columns of the user sheets (import template, export, refused rows), in JNPF's order. */
export const EXCEL_COLUMNS = [
  'account',
  'realName',
  'gender',
  'email',
  'organizeId',
  'managerId',
  'positionId',
  'roleId',
  'sortCode',
  'enabledMark',
  'description',
  'nation',
  'nativePlace',
  'entryDate',
  'certificatesType',
  'certificatesNumber',
  'education',
  'birthday',
  'telePhone',
  'landline',
  'mobilePhone',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress',
] as const;
export type ExcelColumn = (typeof EXCEL_COLUMNS)[number];

/** One row of a sheet as text, by column; `errorsInfo` says what is wrong with a refused row. */
export type SheetRow = Partial<Record<ExcelColumn, string>> & { errorsInfo?: string };

/** The most rows one import takes, as the import dialog tells its users. */
export const MAX_IMPORT_ROWS = 1000;

const labelKey = (column: ExcelColumn | 'errorsInfo'): MessageKey => `permissionUser.column.${column}`;
export const columnLabel = (column: ExcelColumn | 'errorsInfo') => t(labelKey(column));

/**
 * The column a header names: its label in any language the server speaks, or the field's own
 * name, so that a sheet exported in one language imports in another.
 */
export const COLUMN_OF_HEADER: ReadonlyMap<string, ExcelColumn> = new Map(
  EXCEL_COLUMNS.flatMap((column) => [
    [column.toLowerCase(), column] as const,
    ...uiLanguages.map(
      (language) => [permissionUserMessages.messages[language].column[column].toLowerCase(), column] as const,
    ),
  ]),
);

/** A code written as a word (男, 启用 ...) in any language, or as the code itself. */
export function codeOfWord(
  prefix: 'gender' | 'state',
  codes: readonly number[],
  text: string,
): number | undefined {
  const wanted = text.trim().toLowerCase();
  for (const code of codes) {
    if (String(code) === wanted) return code;
    const words = uiLanguages.map((language) =>
      wordIn(permissionUserMessages.messages[language][prefix], code),
    );
    if (words.some((word) => word?.toLowerCase() === wanted)) return code;
  }
  return undefined;
}

/** The word a group of the catalogue has for `code`, if it has one. */
function wordIn(group: Readonly<Record<string, string>>, code: number): string | undefined {
  return Object.hasOwn(group, code) ? group[code] : undefined;
}

export const wordOfCode = (prefix: 'gender' | 'state', code: number) =>
  t(`permissionUser.${prefix}.${code}` as MessageKey);

const two = (n: number) => String(n).padStart(2, '0');

/** A day as the sheets write it, in the server's time zone as the lists show dates. */
export const dayText = (date: Date | null) =>
  date ? `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` : '';

/** A day written 2024-01-31, 2024/1/31 or 2024.01.31 (a month alone means its first day). */
export function parseDay(text: string): Date | undefined {
  const match = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 1)];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** The text a cell shows: dates as days, formulas by their result, rich text joined. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  // Sheets keep days without a time zone; the library hands them over as midnight UTC.
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${two(value.getUTCMonth() + 1)}-${two(value.getUTCDate())}`;
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as CellValue);
  return '';
}
