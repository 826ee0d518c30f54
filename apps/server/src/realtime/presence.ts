/**
 * Who has at least one chat socket open, across every instance sharing the database. An
 * instance tells it each socket it opens and closes; the answers say whether that was the user's
 * first socket anywhere (announce Online) or their last (announce Offline).
 */
export interface Presence {
  /** Counts one more socket of the user here; true when the user had none on any instance. */
  socketOpened(userId: string): Promise<boolean>;
  /** Counts one socket fewer; true when the user now has none on any instance. */
  socketClosed(userId: string): Promise<boolean>;
  /** Every user with a socket open on some live instance. */
  onlineUsers(): Promise<string[]>;
  /**
   * Users who went offline without a socket closing, because the instance holding their
   * sockets died: the listener announces them. Returns the function that stops listening.
   */
  onVanished(listener: (userIds: string[]) => void): () => void;
  /** Forgets this instance's sockets; answers the users that leaves with none anywhere. */
  close(): Promise<string[]>;
}

/** One process alone: its own counts are the whole truth. */
export class LocalPresence implements Presence {
  readonly #sockets = new Map<string, number>();

  async socketOpened(userId: string): Promise<boolean> {
    const count = (this.#sockets.get(userId) ?? 0) + 1;
    this.#sockets.set(userId, count);
    return count === 1;
  }

  async socketClosed(userId: string): Promise<boolean> {
    const count = (this.#sockets.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.#sockets.set(userId, count);
      return false;
    }
    return this.#sockets.delete(userId);
  }

  async onlineUsers(): Promise<string[]> {
    return [...this.#sockets.keys()];
  }

  onVanished(): () => void {
    return () => {};
  }

  async close(): Promise<string[]> {
    const users = [...this.#sockets.keys()];
    this.#sockets.clear();
    return users;
  }
}
