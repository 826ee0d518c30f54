import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badField, fieldProblem } from '../../http/envelope.js';
import { namedRuleProblem } from '../../http/i18n/index.js';
import { findFile } from '../file/index.js';
import type { References } from './references.js';
import { DICTIONARY_FIELDS, PROFILE_TEXT_FIELDS, splitIds, type UserInput } from './user-input.js';

/** The stored user an update is about. */
export interface StoredUser {
  id: string;
  account: string;
  headIcon: string;
  isAdministrator: boolean;
  enabledMark: number;
}

/** A checked user: the row's columns and the organisations, positions and roles it links to. */
export interface PreparedUser {
  values: {
    account: string;
    realName: string;
    gender: number;
    email: string;
    mobilePhone: string;
    organizeId: string;
    positionId: string | null;
    managerId: string | null;
    sortCode: number;
    enabledMark: number;
    description: string;
    headIcon: string;
    birthday: Date | null;
    entryDate: Date | null;
  } & Record<(typeof PROFILE_TEXT_FIELDS)[number], string>;
  organizeIds: string[];
  positionIds: string[];
  roleIds: string[];
}

function checkRule(field: string, value: string, rule: 'name' | 'email' | 'phone'): void {
  const problem = value ? namedRuleProblem(rule, value) : undefined;
  if (problem) throw fieldProblem(field, problem);
}

export async function checkAccountFree(db: Db, account: string): Promise<void> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();
  if (taken) throw badField('account', 'permissionUser.accountExists', { account });
}

/** A manager must exist and may not be the user or someone who reports to the user, at any depth. */
async function checkManager(db: Db, managerId: string, selfId: string | undefined): Promise<void> {
  const { rows } = await sql<{ id: string }>`
    with recursive up as (
      select id, manager_id, 0 as depth from users where id = ${managerId}
      union all
      select u.id, u.manager_id, up.depth + 1 from users u join up on u.id = up.manager_id
      where up.depth < 100
    )
    select id from up`.execute(db);
  if (rows.length === 0) throw badField('managerId', 'permissionUser.managerMissing', { id: managerId });
  if (selfId && rows.some((row) => row.id === selfId))
    throw badField('managerId', 'permissionUser.managerLoop');
}

function checkLinks(refs: References, input: UserInput) {
  const organizeIds = splitIds(input.organizeId);
  if (organizeIds.length === 0) throw badField('organizeId', 'validation.required');
  for (const id of organizeIds)
    if (!refs.organizes.has(id)) throw badField('organizeId', 'permissionUser.organizeMissing', { id });
  const positionIds = splitIds(input.positionId);
  for (const id of positionIds) {
    const position = refs.positions.get(id);
    if (!position) throw badField('positionId', 'permissionUser.positionMissing', { id });
    if (!organizeIds.includes(position.organizeId))
      throw badField('positionId', 'permissionUser.positionOutside', { name: position.fullName });
  }
  const roleIds = splitIds(input.roleId);
  for (const id of roleIds)
    if (!refs.roles.has(id)) throw badField('roleId', 'permissionUser.roleMissing', { id });
  return { organizeIds, positionIds, roleIds };
}

function profileTexts(refs: References, input: UserInput): PreparedUser['values'] {
  const texts = {} as Record<(typeof PROFILE_TEXT_FIELDS)[number], string>;
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = (input[field] ?? '').trim();
    if (value && DICTIONARY_FIELDS.has(field) && !refs.dictionary.get(field)?.has(value))
      throw badField(field, 'permissionUser.dictionaryMissing', { value });
    texts[field] = value;
  }
  return texts as PreparedUser['values'];
}

/**
 * The avatar kept as the stored picture's name. The form sends back the address it was shown (or
 * the one an upload answered); a new picture must be one the caller uploaded as an avatar.
 */
async function avatarName(db: Db, headIcon: string | undefined, callerId: string, stored?: StoredUser) {
  const name = (headIcon ?? '').split('/').pop() ?? '';
  if (name === '' || name === stored?.headIcon) return name;
  const file = await findFile(db, 'userAvatar', name);
  if (!file || file.creatorUserId !== callerId) throw badField('headIcon', 'currentUser.uploadAvatarFirst');
  return name;
}

/** Checks a user as sent, field by field, and answers what to write; nothing is written here. */
export async function prepareUser(
  db: Db,
  refs: References,
  input: UserInput,
  { callerId, stored }: { callerId: string; stored?: StoredUser },
): Promise<PreparedUser> {
  const account = input.account.trim();
  const realName = input.realName.trim();
  checkRule('account', account, 'name');
  checkRule('realName', realName, 'name');
  if (stored && account !== stored.account) throw badField('account', 'permissionUser.accountFixed');
  if (!stored) await checkAccountFree(db, account);
  const email = (input.email ?? '').trim();
  const mobilePhone = (input.mobilePhone ?? '').trim();
  checkRule('email', email, 'email');
  checkRule('mobilePhone', mobilePhone, 'phone');
  const links = checkLinks(refs, input);
  const managerId = input.managerId?.trim() || null;
  if (managerId) await checkManager(db, managerId, stored?.id);
  const enabledMark = input.enabledMark ?? 1;
  if (stored && enabledMark !== 1) {
    if (stored.isAdministrator) throw badField('enabledMark', 'permissionUser.adminNotDisabled');
    if (stored.id === callerId) throw badField('enabledMark', 'permissionUser.selfNotDisabled');
  }
  const texts = profileTexts(refs, input);
  const headIcon = await avatarName(db, input.headIcon, callerId, stored);
  const date = (epoch: number | null | undefined) =>
    epoch === undefined || epoch === null ? null : new Date(epoch);
  return {
    values: {
      ...texts,
      account,
      realName,
      gender: Number(input.gender ?? 3),
      email,
      mobilePhone,
      organizeId: links.organizeIds[0] as string,
      positionId: links.positionIds[0] ?? null,
      managerId,
      sortCode: input.sortCode ?? 0,
      enabledMark,
      description: input.description ?? '',
      headIcon,
      birthday: date(input.birthday),
      entryDate: date(input.entryDate),
    },
    ...links,
  };
}
