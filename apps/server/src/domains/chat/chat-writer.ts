import { randomBytes } from 'node:crypto';
import { ResultCode } from '@formwork/schema';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/envelope.js';
import { type Language, type MessageKey, tIn } from '../../http/i18n/index.js';
import type { EventBus } from '../../realtime/bus.js';
import type { ChatDelivery } from '../../realtime/events.js';
import type { StoredContent } from './content.js';
import { receiveMessageFrame, sendMessageFrame } from './frames.js';
import { type ChatPeople, personOf } from './people.js';

export interface ChatDraft extends StoredContent {
  fromUserId: string;
  toUserId: string;
  /** The sender's language, for a refusal worded after the batch is read. */
  language: Language;
}

interface Waiting {
  draft: ChatDraft;
  resolve(delivery: ChatDelivery): void;
  reject(error: unknown): void;
}

/** More in one statement only makes the wait of its first message longer. */
const MAX_BATCH = 2000;
/** Writes under way at once: enough to hide one slow commit, few enough to leave the pool to others. */
const WRITES_AT_ONCE = 3;

interface Ready {
  waiting: Waiting;
  delivery: ChatDelivery;
}

let counter = 0;
/** Random for each process, so that two instances never make the same id. */
const INSTANCE = randomBytes(5).toString('hex');
/**
 * Ids that sort in the order this instance stored the messages: the time, a counter, and this
 * instance's random part. History sorts by send time and then id, so messages stored in the same
 * millisecond keep their order.
 */
export function chatMessageId(now: number): string {
  counter = (counter + 1) & 0xffffff;
  return `${now.toString(16).padStart(12, '0')}${counter.toString(16).padStart(6, '0')}${INSTANCE}`;
}

const refusal = (language: Language, field: string, key: MessageKey) =>
  new AppError(ResultCode.badRequest, `${field}: ${tIn(language, key)}`);

/**
 * Stores chat messages and then announces them. Messages that arrive while writes are under way
 * wait and go into the next write together: one statement stores them and updates the recent
 * conversations, however many there are. Under light load a message waits for nothing; under
 * heavy load the batches grow to what the database can take, rather than the messages queueing
 * for one insert each. A few writes may be under way at once, so that one slow commit does not
 * hold up the rest; their announcements still go out in the order the batches were formed, so
 * every reader sees each sender's messages in the order sent.
 *
 * A message is announced only after its write committed: nobody is ever shown a message that a
 * reconnecting reader could not find again.
 */
export class ChatWriter {
  #queue: Waiting[] = [];
  #writing = 0;
  #scheduled = false;
  /** Settles when the latest batch formed has been announced (or given up). */
  #lastTurn: Promise<void> = Promise.resolve();
  #idle: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    private readonly people: ChatPeople,
    private readonly bus: EventBus,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Answers the stored message once it is stored and announced. */
  send(draft: ChatDraft): Promise<ChatDelivery> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ draft, resolve, reject });
      this.#schedule();
    });
  }

  /** Settles once every message handed in so far is stored (or refused). */
  idle(): Promise<void> {
    if (this.#writing === 0 && !this.#scheduled && this.#queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #schedule(): void {
    if (this.#writing === 0 && !this.#scheduled && this.#queue.length === 0) {
      for (const resolve of this.#idle.splice(0)) resolve();
      return;
    }
    if (this.#writing >= WRITES_AT_ONCE || this.#scheduled || this.#queue.length === 0) return;
    this.#scheduled = true;
    // The frames already read in this turn of the event loop join the batch.
    setImmediate(() => {
      this.#scheduled = false;
      if (this.#queue.length === 0) return this.#schedule();
      this.#writing++;
      const batch = this.#queue.splice(0, MAX_BATCH);
      // Ids and the send time are given now, in the order batches form, whichever commits first.
      const now = Date.now();
      const ids = batch.map(() => chatMessageId(now));
      const stored = this.#write(batch, now, ids);
      const turn = this.#lastTurn
        .then(() => stored)
        .then((ready) => this.#announce(ready))
        .catch((error) => {
          this.log.error({ err: error }, 'chat messages could not be stored');
          for (const waiting of batch) waiting.reject(error);
        })
        .finally(() => {
          this.#writing--;
          this.#schedule();
        });
      this.#lastTurn = turn;
      this.#schedule();
    });
  }

  /** Stores the batch; answers the messages stored (the others are refused already). */
  async #write(batch: Waiting[], now: number, ids: string[]): Promise<Ready[]> {
    const userIds = new Set(batch.flatMap(({ draft }) => [draft.fromUserId, draft.toUserId]));
    const people = await this.people.get(userIds);
    const ready: Ready[] = [];
    batch.forEach((waiting, index) => {
      const { draft } = waiting;
      const from = people.get(draft.fromUserId);
      const to = people.get(draft.toUserId);
      if (!to?.enabled || !from) {
        waiting.reject(refusal(draft.language, 'toUserId', 'chat.noSuchUser'));
        return;
      }
      const delivery: ChatDelivery = {
        id: ids[index] as string,
        from: personOf(from),
        to: personOf(to),
        contentType: draft.contentType,
        content: draft.content,
        sendTime: now,
      };
      ready.push({ waiting, delivery });
    });
    if (ready.length === 0) return [];
    try {
      await this.#store(ready.map(({ delivery }) => delivery));
      return ready;
    } catch (error) {
      if (ready.length === 1) throw error;
      // One message the database refuses must not lose the others: each is tried alone.
      this.log.warn({ err: error }, 'a batch of chat messages failed; storing them one by one');
      const stored: Ready[] = [];
      for (const item of ready) {
        try {
          await this.#store([item.delivery]);
          stored.push(item);
        } catch (alone) {
          this.log.error({ err: alone }, 'a chat message could not be stored');
          item.waiting.reject(refusal(item.waiting.draft.language, 'messageContent', 'chat.storeFailed'));
        }
      }
      return stored;
    }
  }

  async #announce(stored: Ready[]): Promise<void> {
    if (stored.length === 0) return;
    try {
      await this.bus.publish({
        kind: 'chat',
        messages: stored.map(({ delivery }) => [
          delivery.to.id,
          delivery.from.id,
          receiveMessageFrame(delivery),
          sendMessageFrame(delivery),
        ]),
      });
    } catch (error) {
      // Stored is what counts: readers find the messages when they next open the conversation.
      this.log.error({ err: error }, 'stored chat messages could not be announced');
    }
    for (const { waiting, delivery } of stored) waiting.resolve(delivery);
  }

  async #store(deliveries: ChatDelivery[]): Promise<void> {
    // Both users' recent conversations need a row per pair, and only that: the conversation list
    // orders and dates each conversation by its latest message, so a row is inserted when
    // missing and never updated. An update would lock the row until the commit, and the two
    // instances of a conversation's users would queue behind each other's locks with every
    // batch; an insert that finds the row committed already takes no lock.
    const pairs = new Map<string, [string, string]>();
    for (const { from, to } of deliveries) {
      pairs.set(`${from.id}\u0000${to.id}`, [from.id, to.id]);
      pairs.set(`${to.id}\u0000${from.id}`, [to.id, from.id]);
    }
    const users = [...pairs.values()];
    const time = new Date(deliveries[0]?.sendTime ?? Date.now()).toISOString();
    // One statement, so one round trip and atomic without a transaction around it; the rows go
    // as one array per column, so its text and its parameters are the same size for one message
    // or a thousand, and neither this server nor the database parses thousands of placeholders.
    await sql`
      with stored as (
        insert into im_content (id, send_user_id, receive_user_id, content, content_type, send_time)
        select * from unnest(
          ${deliveries.map((d) => d.id)}::text[],
          ${deliveries.map((d) => d.from.id)}::text[],
          ${deliveries.map((d) => d.to.id)}::text[],
          ${deliveries.map((d) => d.content)}::text[],
          ${deliveries.map((d) => d.contentType)}::text[],
          ${deliveries.map((d) => new Date(d.sendTime).toISOString())}::timestamptz[]
        )
      )
      insert into im_reply (user_id, receive_user_id, receive_time)
      select user_id, receive_user_id, ${time}::timestamptz
      from unnest(${users.map(([userId]) => userId)}::text[], ${users.map(([, other]) => other)}::text[])
        as pair(user_id, receive_user_id)
      on conflict (user_id, receive_user_id) do nothing`.execute(this.db);
  }
}
