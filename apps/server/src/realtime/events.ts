import type { SessionEndReason } from '../db/tables.js';

/**
 * What one server instance tells every instance (itself included) so that each can act on the
 * sockets it holds. Events carry ids and small facts only: an instance reads anything else it
 * needs from the shared database, so an event is never the only copy of anything.
 */
export type RealtimeEvent =
  /** A chat message was stored; the receiver's sockets get receiveMessage, the sender's other sockets the echo. */
  | { kind: 'chat'; messageId: string; fromUserId: string; toUserId: string }
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

export type RealtimeListener = (event: RealtimeEvent) => void;
