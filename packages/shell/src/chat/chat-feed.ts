import { message } from 'antd';
import { showError } from '../feedback/notify.js';
import { useUnreadStore } from '../header/unread-store.js';
import { sessionLink } from '../http/session-link.js';
import { useReleaseStore } from '../releases/release-store.js';
import { sessionText } from '../session/messages.js';
import { isReading, useChatStore } from './chat-store.js';
import type { ChatConnection, ServerFrame } from './socket.js';

/** How long the reason shows before the login page replaces the console, in milliseconds. */
export const LOGOUT_NOTICE_MS = 1_000;

/** The counts the frame carries, leaving out those it does not (they keep their value). */
function countsOf(frame: ServerFrame, keys: ('unreadMessageCount' | 'unreadNoticeCount')[]) {
  const counts: { unreadMessageCount?: number; unreadNoticeCount?: number } = {};
  for (const key of keys) {
    const value = frame[key];
    if ((typeof value === 'number' || typeof value === 'string') && !Number.isNaN(Number(value)))
      counts[key] = Number(value);
  }
  return counts;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The server ended this session (signed in elsewhere, forced offline): say why, then sign out here too. */
function endSession(frame: ServerFrame): void {
  const reason = text(frame.msg) || sessionText('expired');
  void message.error(reason, LOGOUT_NOTICE_MS / 1000);
  setTimeout(() => sessionLink().endSession(), LOGOUT_NOTICE_MS);
}

/**
 * Keeps the header in step with the socket: the bell's unread counts, the chat icon's blinking,
 * who is online; notes the releases of online-dev models; and ends the session when the server
 * says so.
 */
export function feedShell(connection: ChatConnection): () => void {
  return connection.subscribe((frame) => {
    const unread = useUnreadStore.getState();
    const chat = useChatStore.getState();
    switch (frame.method) {
      case 'initMessage':
        unread.setUnread(countsOf(frame, ['unreadMessageCount', 'unreadNoticeCount']));
        if (Array.isArray(frame.onlineUsers)) chat.setOnline(frame.onlineUsers.map(String));
        break;
      case 'messagePush':
        unread.setUnread(countsOf(frame, ['unreadNoticeCount']));
        break;
      case 'Online':
      case 'Offline':
        if (frame.userId !== undefined) chat.markOnline(String(frame.userId), frame.method === 'Online');
        break;
      case 'receiveMessage':
        if (!isReading(text(frame.formUserId))) unread.setChatBlink(true);
        break;
      case 'logout':
        endSession(frame);
        break;
      // A page of the model open in this tab fetches the released schema again.
      case 'designReleased':
        if (typeof frame.modelId === 'string' && typeof frame.version === 'number')
          useReleaseStore.getState().announce(frame.modelId, frame.version);
        break;
      // A frame the server refused (a message too long, a picture not found): its words say why.
      case 'error':
        if (text(frame.msg)) showError(text(frame.msg));
        break;
    }
  });
}
