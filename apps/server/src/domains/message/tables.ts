import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/column-types.js';

/** A notice or system message; type 1 notice, 2 flow, 3 system, 4 schedule, 5 form. */
export interface MessageTable {
  id: string;
  title: string;
  bodyText: Generated<string>;
  type: number;
  /** 0 a draft notice, 1 released (system messages are created released). */
  enabledMark: Generated<number>;
  /** JSON text listing attachments. */
  files: Generated<string>;
  /** A notice's chosen recipients ("id--user,id--department,id--role"); empty: every enabled user. */
  toUserIds: Generated<string>;
  creatorUserId: string | null;
  creatorTime: CreatedAt;
  lastModifyUserId: string | null;
  lastModifyTime: UpdatedAt;
}

/** One recipient of a released message. */
export interface MessageReceiveTable {
  id: string;
  messageId: string;
  userId: string;
  /** 0 unread, 1 read. */
  isRead: Generated<number>;
  readTime: Date | null;
  creatorTime: CreatedAt;
}

/** The tables this domain keeps, by their name in queries. */
export interface MessageTables {
  message: MessageTable;
  messageReceive: MessageReceiveTable;
}
