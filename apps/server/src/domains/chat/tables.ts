import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** One chat message; contentType text or image (content is then JSON {path, width, height}). */
export interface ImContentTable {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  content: string;
  contentType: string;
  sendTime: CreatedAt;
  receiveTime: Date | null;
  /** 0 unread, 1 read. */
  state: Generated<number>;
}

/** A user's recent conversation with another, at the time of its latest message. */
export interface ImReplyTable {
  userId: string;
  receiveUserId: string;
  receiveTime: Date;
}

/** The tables this domain keeps, by their name in queries. */
export interface ChatTables {
  imContent: ImContentTable;
  imReply: ImReplyTable;
}
