import type { SessionEndReason } from '../db/tables.js';

/**
 * What one server instance tells every instance (itself included) so that each can act on the
 * sockets it holds. Events carry ids and small facts only: an instance reads anything else it
 * needs from the shared database, so an event is never the only copy of anything.
 */
export type RealtimeEvent =
  /**
   * Chat messages were stored (one event per stored batch); the receiver's sockets get
   * receiveMessage, the sender's sockets the echo. Each carries what the frames show, so that
   * delivering thousands a second reads nothing back: the stored rows stay the only record.
   */
  | { kind: 'chat'; messages: ChatDelivery[] }
  /** Messages or notices were delivered to these users' inboxes (all users: 'all'). */
  | { kind: 'messagePush'; userIds: string[] | 'all'; messageId: string; messageType: number; title: string }
  /** A user's unread chat count from another changed (read on one device, seen on the others). */
  | { kind: 'chatRead'; userId: string; formUserId: string }
  /** A user's first socket opened or last socket closed, across all instances. */
  | { kind: 'presence'; userId: string; online: boolean }
  /**
   * Sessions ended (logout, password change, forced offline, account disabled): the sockets
   * opened with them are told logout and closed at once. No sessionIds: every session of the user.
   */
  | { kind: 'sessionsEnded'; userId: string; sessionIds?: string[]; reason: SessionEndReason | 'disabled' };

/** Who a chat message is from or to, as the chat frames show them. */
export interface ChatPerson {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
}

/** One stored chat message, as every instance needs it to deliver it. */
export interface ChatDelivery {
  id: string;
  from: ChatPerson;
  to: ChatPerson;
  /** text or image. */
  contentType: string;
  /** As stored: the text, or for an image JSON text {path, width, height}. */
  content: string;
  /** Milliseconds since the epoch, as stored. */
  sendTime: number;
}

export type RealtimeListener = (event: RealtimeEvent) => void;
