import type { SessionEndReason } from '../db/core-tables.js';

/**
 * What one server instance tells every instance (itself included) so that each can act on the
 * sockets it holds. Events carry ids and small facts only: an instance reads anything else it
 * needs from the shared database, so an event is never the only copy of anything.
 */
export type RealtimeEvent =
  /**
   * Chat messages were stored (one event per stored batch); the receiver's sockets get
   * receiveMessage, the sender's sockets the echo. Each carries its two frames as the sockets are
   * sent them, written once by the instance that stored it: delivering thousands a second then
   * reads nothing back and builds no frame again on every instance. The stored rows stay the
   * only record.
   */
  | { kind: 'chat'; messages: ChatFrames[] }
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
  | { kind: 'sessionsEnded'; userId: string; sessionIds?: string[]; reason: SessionEndReason | 'disabled' }
  /**
   * A new version of an online-dev model was released (or an old one released again): the tabs
   * of those granted its menu entry fetch its schema again.
   */
  | { kind: 'designReleased'; modelId: string; version: number };

/** Who a chat message is from or to, as the chat frames show them. */
export interface ChatPerson {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
}

/** One stored chat message as the sockets are sent it: [toUserId, fromUserId, receiveMessage, sendMessage]. */
export type ChatFrames = [to: string, from: string, receive: string, echo: string];

/** One stored chat message, as the instance that stored it knows it. */
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
