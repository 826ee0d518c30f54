import type { IdName, UserInfo } from '@formwork/schema';
import { sql } from 'kysely';
import { epoch } from '../crud/times.js';
import { StampedCache } from '../db/change-stamps.js';
import type { RelationType, User } from '../db/core-tables.js';
import type { Db } from '../db/database.js';
import { placeName } from '../http/client-info.js';
import type { Session } from './sessions.js';

export interface Profile {
  user: User;
  department: { id: string; name: string } | null;
  company: { id: string; name: string } | null;
  position: IdName | null;
  positions: IdName[];
  roles: IdName[];
  manager: string;
  previousLogin: { time: Date; ipAddress: string; ipAddressName: string } | null;
}

export const avatarUrl = (name: string) => (name ? `/api/file/Image/userAvatar/${name}` : '');

/** The organisation a user sits in, and the company above it (the nearest ancestor of that kind). */
async function organisationOf(db: Db, organizeId: string) {
  const chain = await sql<{ id: string; fullName: string; category: string; depth: number }>`
    with recursive up as (
      select id, parent_id, full_name, category, 0 as depth from organize where id = ${organizeId}
      union all
      select o.id, o.parent_id, o.full_name, o.category, up.depth + 1
      from organize o join up on o.id = up.parent_id
      where up.depth < 50
    )
    select id, full_name as "fullName", category, depth from up order by depth`.execute(db);
  const own = chain.rows[0];
  const company = chain.rows.find((row) => row.category === 'company');
  return {
    department: own && own.category === 'department' ? { id: own.id, name: own.fullName } : null,
    company: company ? { id: company.id, name: company.fullName } : null,
  };
}

/** The roles, positions, organisations or groups a user is linked to, in the user's own order. */
export function relatedObjects(db: Db, userId: string, type: RelationType): Promise<IdName[]> {
  const links = db
    .selectFrom('userRelation as r')
    .where('r.userId', '=', userId)
    .where('r.objectType', '=', type)
    .orderBy('r.sortCode');
  switch (type) {
    case 'Role':
      return links
        .innerJoin('role as t', 't.id', 'r.objectId')
        .select(['t.id', 't.fullName as name'])
        .execute();
    case 'Position':
      return links
        .innerJoin('position as t', 't.id', 'r.objectId')
        .select(['t.id', 't.fullName as name'])
        .execute();
    case 'Organize':
      return links
        .innerJoin('organize as t', 't.id', 'r.objectId')
        .select(['t.id', 't.fullName as name'])
        .execute();
    case 'Group':
      return links
        .innerJoin('permissionGroup as t', 't.id', 'r.objectId')
        .select(['t.id', 't.fullName as name'])
        .execute();
  }
}

export async function loadProfile(db: Db, userId: string, currentSessionId?: string): Promise<Profile> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  let previous = db
    .selectFrom('loginLog')
    .select(['loginTime as time', 'ipAddress', 'ipAddressName'])
    .where('userId', '=', userId)
    .where('success', '=', true)
    .orderBy('loginTime', 'desc');
  // The newest successful sign-in is the one that opened this session; "previous" is the one before.
  if (currentSessionId) previous = previous.offset(1);

  const [organisation, positions, roles, manager, previousLogin] = await Promise.all([
    organisationOf(db, user.organizeId),
    relatedObjects(db, userId, 'Position'),
    relatedObjects(db, userId, 'Role'),
    user.managerId
      ? db
          .selectFrom('users')
          .select(['realName', 'account'])
          .where('id', '=', user.managerId)
          .executeTakeFirst()
      : undefined,
    previous.limit(1).executeTakeFirst(),
  ]);
  return {
    user,
    ...organisation,
    position: positions.find((position) => position.id === user.positionId) ?? positions[0] ?? null,
    positions,
    roles,
    manager: manager ? `${manager.realName}/${manager.account}` : '',
    previousLogin: previousLogin ?? null,
  };
}

const kept = new StampedCache<Profile>(500);

/**
 * The signed-in user's profile (with the sign-in before this session's), kept while the
 * profiles stamp read with the session stays the same.
 */
export function profileOf(db: Db, session: Session): Promise<Profile> {
  return kept.through(session.userId, session.stamps.profiles, () =>
    loadProfile(db, session.userId, session.id),
  );
}

/** The one application Formwork runs, as JNPF's application switcher names it. */
export const MAIN_SYSTEM = { id: 'formwork', enCode: 'formwork' } as const;

/** The user as the shell reads it; productName names the one application. */
export function toUserInfo(profile: Profile, productName: string): UserInfo {
  const { user } = profile;
  return {
    userId: user.id,
    userAccount: user.account,
    userName: user.realName,
    headIcon: avatarUrl(user.headIcon),
    organizeId: profile.company?.id ?? '',
    organizeName: profile.company?.name ?? '',
    departmentId: profile.department?.id ?? '',
    departmentName: profile.department?.name ?? '',
    positionId: profile.position?.id ?? '',
    positionName: profile.position?.name ?? '',
    positionIds: profile.positions,
    roleIds: profile.roles.map((role) => role.id),
    roleName: profile.roles.map((role) => role.name).join(','),
    manager: profile.manager,
    mobilePhone: user.mobilePhone,
    email: user.email,
    birthday: epoch(user.birthday),
    prevLogin: profile.previousLogin ? 1 : 0,
    prevLoginTime: epoch(profile.previousLogin?.time ?? null),
    prevLoginIPAddress: profile.previousLogin?.ipAddress ?? '',
    prevLoginIPAddressName: placeName(profile.previousLogin?.ipAddressName ?? ''),
    portalId: user.portalId,
    isAdministrator: user.isAdministrator,
    isFirst: user.isFirst === 0 ? 0 : 1,
    signImg: user.signImg,
    theme: user.theme,
    language: user.language,
    systemIds: [{ ...MAIN_SYSTEM, fullName: productName, currentSystem: true }],
  };
}
