import { avatarUrl } from '../../accounts/profile.js';
import type { Db } from '../../db/database.js';
import type { ChatPerson } from '../../realtime/events.js';

export interface ChatUser extends ChatPerson {
  enabled: boolean;
}

/** A renamed user or a new avatar shows in chat frames within this long. */
const KEPT_MS = 30_000;

/**
 * The users chat frames name (account, real name, avatar), kept a little while: every stored
 * message names two of them, and reading them again for each of thousands of messages a second
 * would cost more than storing the messages.
 */
export class ChatPeople {
  readonly #kept = new Map<string, { user: ChatUser | undefined; until: number }>();

  constructor(private readonly db: Db) {}

  /** The users of these ids that exist (disabled ones too, marked so). */
  async get(ids: Iterable<string>): Promise<Map<string, ChatUser>> {
    const now = Date.now();
    const found = new Map<string, ChatUser>();
    const missing = new Set<string>();
    for (const id of ids) {
      const kept = this.#kept.get(id);
      if (kept && kept.until > now) {
        if (kept.user) found.set(id, kept.user);
      } else missing.add(id);
    }
    if (missing.size === 0) return found;
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'account', 'realName', 'headIcon', 'enabledMark'])
      .where('id', 'in', [...missing])
      .execute();
    if (this.#kept.size > 50_000) this.#kept.clear();
    for (const row of rows) {
      const user: ChatUser = {
        id: row.id,
        account: row.account,
        realName: row.realName,
        headIcon: avatarUrl(row.headIcon),
        enabled: row.enabledMark === 1,
      };
      found.set(row.id, user);
      this.#kept.set(row.id, { user, until: now + KEPT_MS });
      missing.delete(row.id);
    }
    // Ids that name nobody are kept too, so a client repeating one costs no query each time.
    for (const id of missing) this.#kept.set(id, { user: undefined, until: now + KEPT_MS });
    return found;
  }

  /** A user is read again at once after a change the frames must show (disabling, say). */
  forget(id: string): void {
    this.#kept.delete(id);
  }
}

/** The person as the frames show them, without what only this server needs. */
export const personOf = ({ id, account, realName, headIcon }: ChatUser): ChatPerson => ({
  id,
  account,
  realName,
  headIcon,
});
