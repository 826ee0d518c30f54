import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types.js';

export interface UsersTable {
  id: string;
  account: string;
  realName: string;
  passwordHash: string;
  gender: Generated<number>;
  email: Generated<string>;
  mobilePhone: Generated<string>;
  birthday: Date | null;
  headIcon: Generated<string>;
  signature: Generated<string>;
  description: Generated<string>;
  organizeId: string;
  positionId: string | null;
  managerId: string | null;
  isAdministrator: Generated<boolean>;
  /** 0: the password must be changed at the next sign-in. */
  isFirst: Generated<number>;
  enabledMark: Generated<number>;
  errorCount: Generated<number>;
  lockUntil: Date | null;
  theme: Generated<string>;
  language: Generated<string>;
  portalId: Generated<string>;
  signImg: Generated<string>;
  sortCode: Generated<number>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
  /** Set on a sub-account: the main account whose mobile number it signs in with. */
  mainUserId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Personal details kept by user administration; the dictionary-backed ones hold item ids. */
  nation: Generated<string>;
  nativePlace: Generated<string>;
  entryDate: ColumnType<Date | null, Date | null | undefined, Date | null>;
  certificatesType: Generated<string>;
  certificatesNumber: Generated<string>;
  education: Generated<string>;
  telePhone: Generated<string>;
  landline: Generated<string>;
  urgentContacts: Generated<string>;
  urgentTelePhone: Generated<string>;
  postalAddress: Generated<string>;
}

/** Group: the user is a member of the user group objectId names. */
export type RelationType = 'Role' | 'Position' | 'Organize' | 'Group';

export interface UserRelationTable {
  id: string;
  userId: string;
  objectType: RelationType;
  objectId: string;
  sortCode: Generated<number>;
}

export type SessionEndReason = 'logout' | 'forced' | 'password';

export interface UserSessionTable {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  lastSeenAt: UpdatedAt;
  ipAddress: string;
  ipAddressName: string;
  userAgent: string;
  endedAt: Date | null;
  endReason: SessionEndReason | null;
}

/** Tables of the core every domain relies on: who the users are, where they belong, their sessions. */
export interface CoreTables {
  users: UsersTable;
  userRelation: UserRelationTable;
  userSession: UserSessionTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
