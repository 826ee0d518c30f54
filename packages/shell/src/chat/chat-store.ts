import { create } from 'zustand';

export interface ChatStore {
  /** The chat drawer is open. */
  open: boolean;
  /** The person whose conversation is open in the drawer, if any. */
  activeUserId: string | null;
  /** Users with a live connection, as the server last told. */
  onlineUsers: ReadonlySet<string>;
  setOpen(open: boolean): void;
  setActiveUser(userId: string | null): void;
  setOnline(userIds: readonly string[]): void;
  markOnline(userId: string, online: boolean): void;
}

/** What the header and the socket share with the chat drawer, which loads only when first opened. */
export const useChatStore = create<ChatStore>()((set, get) => ({
  open: false,
  activeUserId: null,
  onlineUsers: new Set(),
  setOpen(open) {
    set(open ? { open } : { open, activeUserId: null });
  },
  setActiveUser(activeUserId) {
    set({ activeUserId });
  },
  setOnline(userIds) {
    set({ onlineUsers: new Set(userIds) });
  },
  markOnline(userId, online) {
    const next = new Set(get().onlineUsers);
    if (online) next.add(userId);
    else next.delete(userId);
    set({ onlineUsers: next });
  },
}));

/** A conversation with this person is on screen: their messages are read as they arrive. */
export const isReading = (userId: string): boolean => {
  const { open, activeUserId } = useChatStore.getState();
  return open && activeUserId === userId;
};
