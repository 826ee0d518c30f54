import { create } from 'zustand';

/** The badge shows at most this many; more reads 99+. */
export const MAX_BADGE_COUNT = 99;

export interface UnreadStore {
  unreadMessageCount: number;
  unreadNoticeCount: number;
  /** A chat message arrived while the chat was closed: the chat icon blinks. */
  chatBlink: boolean;
  setUnread(counts: Partial<Pick<UnreadStore, 'unreadMessageCount' | 'unreadNoticeCount'>>): void;
  setChatBlink(chatBlink: boolean): void;
}

/** Unread counts for the bell; the messages feature feeds it (socket initMessage, messagePush). */
export const useUnreadStore = create<UnreadStore>()((set) => ({
  unreadMessageCount: 0,
  unreadNoticeCount: 0,
  chatBlink: false,
  setUnread(counts) {
    // Counts never go below zero, whatever the feed says.
    const clean = Object.fromEntries(
      Object.entries(counts).map(([key, value]) => [key, Math.max(0, Math.floor(value ?? 0))]),
    );
    set(clean);
  },
  setChatBlink(chatBlink) {
    set({ chatBlink });
  },
}));

/** What the bell counts: messages and notices together. */
export const unreadTotal = (state: Pick<UnreadStore, 'unreadMessageCount' | 'unreadNoticeCount'>): number =>
  state.unreadMessageCount + state.unreadNoticeCount;
