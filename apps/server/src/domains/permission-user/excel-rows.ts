import { sql } from 'kysely';
import type { User } from '../../db/core-tables.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/envelope.js';
import { fieldLabel, type MessageKey, type MessageParams, t } from '../../http/i18n/index.js';
import {
  codeOfWord,
  dayText,
  type ExcelColumn,
  parseDay,
  type SheetRow,
  wordOfCode,
} from './excel-columns.js';
import type { NamedRef, References } from './references.js';
import { DICTIONARY_FIELDS, PROFILE_TEXT_FIELDS, type UserInput } from './user-input.js';

/** Several names in one cell: separated by commas, Chinese or not. */
const pieces = (text: string | undefined) =>
  (text ?? '')
    .split(/[,，]/)
    .map((piece) => piece.trim())
    .filter(Boolean);

const byNameOrCode = <T extends NamedRef>(candidates: Iterable<T>, text: string) =>
  [...candidates].filter((item) => item.fullName === text || item.enCode === text);

/**
 * Collects what is wrong with a row, every column at once, worded as the API words a field: by
 * its label in the caller's language, since the person fixing the sheet reads labels, not codes.
 */
class Problems {
  readonly found: string[] = [];
  add(field: ExcelColumn, key: MessageKey, params?: MessageParams) {
    this.found.push(`${fieldLabel(field) ?? field}: ${t(key, params)}`);
  }
}

function organizeIdsOf(refs: References, text: string | undefined, problems: Problems): string[] {
  const ids: string[] = [];
  for (const piece of pieces(text)) {
    const all = [...refs.organizes.values()];
    const byPath = all.filter((row) => row.path === piece);
    const found = byPath.length ? byPath : all.filter((row) => row.fullName === piece);
    if (found.length === 1) ids.push((found[0] as { id: string }).id);
    else if (found.length === 0) problems.add('organizeId', 'permissionUser.organizeMissing', { id: piece });
    else problems.add('organizeId', 'permissionUser.ambiguous', { value: piece });
  }
  return ids;
}

function positionIdsOf(
  refs: References,
  text: string | undefined,
  organizeIds: string[],
  problems: Problems,
) {
  const ids: string[] = [];
  for (const piece of pieces(text)) {
    const named = byNameOrCode(refs.positions.values(), piece);
    const inside = named.find((position) => organizeIds.includes(position.organizeId));
    if (inside) ids.push(inside.id);
    else if (named.length) problems.add('positionId', 'permissionUser.positionOutside', { name: piece });
    else problems.add('positionId', 'permissionUser.positionMissing', { id: piece });
  }
  return ids;
}

function roleIdsOf(refs: References, text: string | undefined, problems: Problems): string[] {
  const ids: string[] = [];
  for (const piece of pieces(text)) {
    const [role] = byNameOrCode(refs.roles.values(), piece);
    if (role) ids.push(role.id);
    else problems.add('roleId', 'permissionUser.roleMissing', { id: piece });
  }
  return ids;
}

/** A manager written as "name/account" (as exported) or as the account alone. */
async function managerIdOf(db: Db, text: string | undefined, problems: Problems): Promise<string | null> {
  const account = (text ?? '').split('/').pop()?.trim() ?? '';
  if (!account) return null;
  const manager = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();
  if (!manager) problems.add('managerId', 'permissionUser.managerMissing', { id: text ?? '' });
  return manager?.id ?? null;
}

function codeOf(row: SheetRow, column: 'gender' | 'enabledMark', fallback: number, problems: Problems) {
  const text = row[column]?.trim();
  if (!text) return fallback;
  const code =
    column === 'gender' ? codeOfWord('gender', [1, 2, 3], text) : codeOfWord('state', [1, 0, 2], text);
  if (code === undefined) problems.add(column, 'permissionUser.unknownText', { value: text });
  return code ?? fallback;
}

function dayOf(row: SheetRow, column: 'birthday' | 'entryDate', problems: Problems): number | null {
  const text = row[column]?.trim();
  if (!text) return null;
  const day = parseDay(text);
  if (!day) problems.add(column, 'permissionUser.badDate');
  return day ? day.getTime() : null;
}

/**
 * A sheet row as the user form would send it: names resolved to ids. Refuses the row with every
 * problem of its cells at once; the checks a form's values go through come after.
 */
export async function userInputOf(db: Db, refs: References, row: SheetRow): Promise<UserInput> {
  const problems = new Problems();
  const organizeIds = organizeIdsOf(refs, row.organizeId, problems);
  const sortText = row.sortCode?.trim() ?? '';
  if (sortText && !/^\d{1,6}$/.test(sortText)) problems.add('sortCode', 'validation.integer');
  const texts: Partial<Record<(typeof PROFILE_TEXT_FIELDS)[number], string>> = {};
  for (const field of PROFILE_TEXT_FIELDS) {
    const text = row[field]?.trim() ?? '';
    if (!DICTIONARY_FIELDS.has(field) || !text) {
      texts[field] = text;
      continue;
    }
    const [item] = byNameOrCode(refs.dictionary.get(field)?.values() ?? [], text);
    if (!item) problems.add(field, 'permissionUser.dictionaryMissing', { value: text });
    texts[field] = item?.id ?? '';
  }
  const input: UserInput = {
    ...texts,
    account: row.account?.trim() ?? '',
    realName: row.realName?.trim() ?? '',
    gender: codeOf(row, 'gender', 3, problems),
    email: row.email?.trim() ?? '',
    mobilePhone: row.mobilePhone?.trim() ?? '',
    organizeId: organizeIds.join(','),
    positionId: positionIdsOf(refs, row.positionId, organizeIds, problems).join(','),
    roleId: roleIdsOf(refs, row.roleId, problems).join(','),
    managerId: await managerIdOf(db, row.managerId, problems),
    sortCode: sortText && /^\d{1,6}$/.test(sortText) ? Number(sortText) : 0,
    enabledMark: codeOf(row, 'enabledMark', 1, problems),
    description: row.description?.trim() ?? '',
    birthday: dayOf(row, 'birthday', problems),
    entryDate: dayOf(row, 'entryDate', problems),
  };
  for (const field of ['account', 'realName'] as const) {
    if (!input[field]) problems.add(field, 'validation.required');
    else if (input[field].length > 50) problems.add(field, 'validation.maxLength', { limit: 50 });
  }
  if (!row.organizeId?.trim()) problems.add('organizeId', 'validation.required');
  if (problems.found.length) throw new AppError(400, problems.found.join('; '));
  return input;
}

/** The names a user's links and codes are written with, so an exported sheet imports again. */
export interface RowNames {
  organizeIds: string[];
  positionIds: string[];
  roleIds: string[];
  manager: string;
}

export function sheetRowOf(
  user: User,
  refs: References,
  names: RowNames,
): Required<Omit<SheetRow, 'errorsInfo'>> {
  const dictionaryName = (field: (typeof PROFILE_TEXT_FIELDS)[number]) =>
    refs.dictionary.get(field)?.get(user[field])?.fullName ?? user[field];
  const texts = Object.fromEntries(
    PROFILE_TEXT_FIELDS.map((field) => [
      field,
      DICTIONARY_FIELDS.has(field) ? dictionaryName(field) : user[field],
    ]),
  ) as Record<(typeof PROFILE_TEXT_FIELDS)[number], string>;
  return {
    ...texts,
    account: user.account,
    realName: user.realName,
    gender: wordOfCode('gender', user.gender),
    email: user.email,
    organizeId: names.organizeIds.map((id) => refs.organizes.get(id)?.path ?? id).join(','),
    managerId: names.manager,
    positionId: names.positionIds.map((id) => refs.positions.get(id)?.fullName ?? id).join(','),
    roleId: names.roleIds.map((id) => refs.roles.get(id)?.fullName ?? id).join(','),
    sortCode: String(user.sortCode),
    enabledMark: wordOfCode('state', user.enabledMark),
    description: user.description,
    entryDate: dayText(user.entryDate),
    birthday: dayText(user.birthday),
    mobilePhone: user.mobilePhone,
  };
}
