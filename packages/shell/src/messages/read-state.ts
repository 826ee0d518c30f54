import { useUnreadStore } from '../header/unread-store.js';

/** A message opened for the first time: the bell counts one fewer, never below zero. */
export function countOneRead(): void {
  const { unreadNoticeCount, setUnread } = useUnreadStore.getState();
  setUnread({ unreadNoticeCount: unreadNoticeCount - 1 });
}

/** Every message marked read: nothing is left for the bell to count. */
export function countAllRead(): void {
  useUnreadStore.getState().setUnread({ unreadNoticeCount: 0 });
}
