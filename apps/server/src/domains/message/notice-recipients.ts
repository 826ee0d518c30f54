import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { badField } from '../../http/envelope.js';

/** The field that carries a notice's chosen recipients, named as JNPF names it. */
export const TO_USER_IDS = 'toUserIds';
/** The most recipients one notice may name; more is a mistake rather than a choice. */
export const TO_USER_IDS_MAX = 1000;

/**
 * What one chosen recipient stands for. JNPF's user picker sends each as "id--type"; a company
 * and a department are both organisations here. A bare id is a user, as older clients send them.
 */
const KINDS = new Map<string, 'user' | 'organize' | 'role'>([
  ['user', 'user'],
  ['department', 'organize'],
  ['company', 'organize'],
  ['role', 'role'],
]);

export interface NoticeTargets {
  userIds: string[];
  organizeIds: string[];
  roleIds: string[];
}

const SEPARATOR = '--';

function targetsOf(entries: readonly string[]): NoticeTargets {
  const targets: NoticeTargets = { userIds: [], organizeIds: [], roleIds: [] };
  for (const entry of entries) {
    const at = entry.lastIndexOf(SEPARATOR);
    const id = at < 0 ? entry : entry.slice(0, at);
    const kind = at < 0 ? 'user' : KINDS.get(entry.slice(at + SEPARATOR.length));
    if (!kind || id === '') throw badField(TO_USER_IDS, 'message.recipientUnknownKind', { id: entry });
    if (kind === 'user') targets.userIds.push(id);
    else if (kind === 'organize') targets.organizeIds.push(id);
    else targets.roleIds.push(id);
  }
  return targets;
}

/** "a,b" or a list, as JNPF's clients send it, trimmed and without blanks or repeats. */
export function entriesOf(raw: string | readonly string[] | undefined): string[] {
  if (raw === undefined) return [];
  const list = (typeof raw === 'string' ? raw.split(',') : raw).map((entry) => entry.trim()).filter(Boolean);
  return [...new Set(list)];
}

/** The stored text's targets; what was checked when it was saved is read back without checks. */
export function storedTargets(stored: string): NoticeTargets | 'everyone' {
  const entries = entriesOf(stored);
  if (entries.length === 0) return 'everyone';
  try {
    return targetsOf(entries);
  } catch {
    return { userIds: [], organizeIds: [], roleIds: [] };
  }
}

async function firstMissing(
  db: Kysely<Database>,
  table: 'users' | 'organize' | 'role',
  ids: readonly string[],
): Promise<string | undefined> {
  if (ids.length === 0) return undefined;
  const found = new Set(
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('id', 'in', [...ids])
        .execute()
    ).map((row) => row.id),
  );
  return ids.find((id) => !found.has(id));
}

/**
 * The chosen recipients as stored ("id--user,id--department,id--role"), or a 400 naming
 * toUserIds when one is of a kind not offered or names a user, organisation or role that does
 * not exist. Nothing chosen is stored as '', which means everyone.
 */
export async function checkNoticeRecipients(
  db: Kysely<Database>,
  raw: string | readonly string[] | undefined,
): Promise<string> {
  const entries = entriesOf(raw);
  if (entries.length > TO_USER_IDS_MAX)
    throw badField(TO_USER_IDS, 'validation.maxItems', { limit: TO_USER_IDS_MAX });
  const targets = targetsOf(entries);
  const missingUser = await firstMissing(db, 'users', targets.userIds);
  if (missingUser) throw badField(TO_USER_IDS, 'permissionOrg.userMissing', { id: missingUser });
  const missingOrganize = await firstMissing(db, 'organize', targets.organizeIds);
  if (missingOrganize) throw badField(TO_USER_IDS, 'permissionOrg.organizeMissing', { id: missingOrganize });
  const missingRole = await firstMissing(db, 'role', targets.roleIds);
  if (missingRole) throw badField(TO_USER_IDS, 'message.roleMissing', { id: missingRole });
  return entries.join(',');
}

/**
 * The enabled users the targets reach, each once: the users named, the members of the chosen
 * organisations (their main one or one they are linked to besides, as JNPF counts a department's
 * users; sub-organisations are not included, so choosing a company does not reach every
 * department under it), and the holders of the chosen roles. Targets deleted since the notice
 * was saved reach nobody.
 */
export async function resolveNoticeTargets(db: Kysely<Database>, targets: NoticeTargets): Promise<string[]> {
  const { userIds, organizeIds, roleIds } = targets;
  if (userIds.length + organizeIds.length + roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.enabledMark', '=', 1)
    .where((eb) => {
      const linked = (type: 'Organize' | 'Role', ids: string[]) =>
        eb.exists(
          eb
            .selectFrom('userRelation as r')
            .select('r.id')
            .whereRef('r.userId', '=', 'users.id')
            .where('r.objectType', '=', type)
            .where('r.objectId', 'in', ids),
        );
      return eb.or([
        ...(userIds.length > 0 ? [eb('users.id', 'in', userIds)] : []),
        ...(organizeIds.length > 0
          ? [eb('users.organizeId', 'in', organizeIds), linked('Organize', organizeIds)]
          : []),
        ...(roleIds.length > 0 ? [linked('Role', roleIds)] : []),
      ]);
    })
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}
