import type { Conversation } from './chat-api.js';
import type { ServerFrame } from './socket.js';

/** A picture in a message: where to fetch it and the size it was taken at. */
export interface ChatImage {
  src: string;
  width: number;
  height: number;
}

/** One message in the open conversation, whichever way it arrived. */
export interface ChatMessage {
  /** Stable for React; the server's id when the message came from the history. */
  key: string;
  id?: string;
  sendUserId: string;
  contentType: string;
  /** The text, or for a picture its description (JSON text or object). */
  content: unknown;
  sendTime: number;
}

/** Chat pictures are stored under this upload type and served inline by name. */
export const imageUrlOf = (name: string): string => `/api/file/Image/IM/${encodeURIComponent(name)}`;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

const time = (value: unknown): number => {
  const number = Number(value);
  if (Number.isFinite(number) && number > 0) return number < 1e11 ? number * 1000 : number;
  const parsed = Date.parse(text(value));
  return Number.isNaN(parsed) ? Date.now() : parsed;
};

/** A picture's description: an object or its JSON text, naming a path (or a stored name) and a size. */
export function imageOf(content: unknown): ChatImage | null {
  let value = content;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { path, name, width, height } = value as Record<string, unknown>;
  const src =
    typeof path === 'string' && path ? path : typeof name === 'string' && name ? imageUrlOf(name) : '';
  if (!src) return null;
  return { src, width: Number(width) || 0, height: Number(height) || 0 };
}

let counter = 0;
const localKey = () => `local-${++counter}`;

/** A message of the history (messageList). */
export function fromHistory(item: Record<string, unknown>): ChatMessage {
  const id = text(item.id);
  return {
    key: id || localKey(),
    ...(id && { id }),
    sendUserId: text(item.sendUserId),
    contentType: text(item.contentType) || 'text',
    content: item.content,
    sendTime: time(item.sendTime),
  };
}

/** A message someone sent to this user (receiveMessage). */
export const fromReceived = (frame: ServerFrame): ChatMessage => ({
  key: localKey(),
  sendUserId: text(frame.formUserId),
  contentType: text(frame.messageType) || 'text',
  content: frame.formMessage,
  sendTime: time(frame.dateTime),
});

/** The server's confirmation of a message this user sent (sendMessage). */
export const fromSent = (frame: ServerFrame, me: string): ChatMessage => ({
  key: localKey(),
  sendUserId: me,
  contentType: text(frame.messageType) || 'text',
  content: frame.toMessage,
  sendTime: time(frame.dateTime),
});

/**
 * Older messages joined before those shown, oldest first. Pages overlap (the first is shorter than
 * the next, and new messages push older ones down the server's pages), so messages already shown
 * (by id, or newer than the oldest shown) are skipped.
 */
export function withOlder(shown: ChatMessage[], older: ChatMessage[]): ChatMessage[] {
  const ids = new Set(shown.map((message) => message.id).filter(Boolean));
  const oldest = shown[0]?.sendTime ?? Number.POSITIVE_INFINITY;
  const fresh = older.filter((message) => !(message.id && ids.has(message.id)) && message.sendTime <= oldest);
  return [...fresh.sort((a, b) => a.sendTime - b.sendTime), ...shown];
}

/** What a conversation shows as its latest message: the text, or a word for a picture. */
export function previewOf(messageType: string, content: unknown, imageWord: string): string {
  if (messageType === 'image') return imageWord;
  return text(content);
}

/**
 * The conversation list after a message to or from `peer`: their entry (a new one for someone
 * not yet listed) moves to the top with the message as its latest, one more unread unless read.
 */
export function withMessage(
  list: Conversation[],
  peer: Pick<Conversation, 'id' | 'account' | 'realName' | 'headIcon'>,
  latest: { latestMessage: string; messageType: string; latestDate: number },
  unread: boolean,
): Conversation[] {
  const existing = list.find((entry) => entry.id === peer.id);
  const entry: Conversation = {
    unreadMessage: 0,
    ...peer,
    ...existing,
    ...latest,
  };
  if (unread) entry.unreadMessage = (existing?.unreadMessage ?? 0) + 1;
  return [entry, ...list.filter((item) => item.id !== peer.id)];
}

export const withRead = (list: Conversation[], peerId: string): Conversation[] =>
  list.map((entry) => (entry.id === peerId && entry.unreadMessage ? { ...entry, unreadMessage: 0 } : entry));

/** Emoji codes are short words in square brackets, e.g. [微笑]. */
export const EMOJI_CODE = /\[([^[\]\s]{1,6})\]/g;

/** Text split into plain runs and emoji codes that the table knows. */
export function splitEmoji(value: string, known: (code: string) => boolean): (string | { emoji: string })[] {
  const parts: (string | { emoji: string })[] = [];
  let last = 0;
  for (const match of value.matchAll(EMOJI_CODE)) {
    const code = match[1] ?? '';
    if (!known(code)) continue;
    if (match.index > last) parts.push(value.slice(last, match.index));
    parts.push({ emoji: code });
    last = match.index + match[0].length;
  }
  if (last < value.length) parts.push(value.slice(last));
  return parts;
}
