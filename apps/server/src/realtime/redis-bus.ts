import { Redis } from 'ioredis';
import type { EventBus } from './bus.js';
import type { RealtimeEvent, RealtimeListener } from './events.js';

/**
 * Every instance sharing the database, over Redis pub/sub: one connection publishes, one
 * listens (a subscribed connection can do nothing else). The channel is named after the
 * database's identity, so servers of other databases on the same Redis never hear these events.
 *
 * Events published within one turn of the event loop go out as one Redis message (a JSON
 * array): at thousands of chat batches and presence changes a second, one PUBLISH and one parse
 * per turn instead of per event is most of what this costs.
 */
export class RedisBus implements EventBus {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #channel: string;
  readonly #listeners = new Set<RealtimeListener>();
  #pending: RealtimeEvent[] = [];
  #sent: Promise<void> | undefined;
  #closed = false;

  private constructor(publisher: Redis, subscriber: Redis, channel: string) {
    this.#publisher = publisher;
    this.#subscriber = subscriber;
    this.#channel = channel;
    subscriber.on('messageBuffer', (_channel: Buffer, message: Buffer) => this.#deliver(message));
  }

  /** Connects both connections and listens before answering, so no event published after is missed. */
  static async connect(url: string, namespace: string, publisher?: Redis): Promise<RedisBus> {
    const channel = `formwork:${namespace}:realtime`;
    const pub = publisher ?? new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
    const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
    try {
      if (pub.status === 'wait') await pub.connect();
      await sub.connect();
      await sub.subscribe(channel);
    } catch (error) {
      pub.disconnect();
      sub.disconnect();
      throw error;
    }
    return new RedisBus(pub, sub, channel);
  }

  /** The connection commands go through, for what shares this Redis beside the bus (presence). */
  get commands(): Redis {
    return this.#publisher;
  }

  publish(event: RealtimeEvent): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('the realtime bus is closed'));
    this.#pending.push(event);
    this.#sent ??= new Promise<void>((resolve, reject) => {
      queueMicrotask(() => {
        const events = this.#pending;
        this.#pending = [];
        this.#sent = undefined;
        this.#publisher.publish(this.#channel, JSON.stringify(events)).then(() => resolve(), reject);
      });
    });
    return this.#sent;
  }

  subscribe(listener: RealtimeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #deliver(message: Buffer): void {
    let events: unknown;
    try {
      events = JSON.parse(message.toString('utf8'));
    } catch {
      return; // not ours: nothing this server publishes fails to parse
    }
    if (!Array.isArray(events)) return;
    for (const event of events as RealtimeEvent[])
      for (const listener of this.#listeners) {
        try {
          listener(event);
        } catch {
          // One listener's failure must not keep the event from the others.
        }
      }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#sent?.catch(() => {});
    this.#closed = true;
    this.#listeners.clear();
    await Promise.allSettled([this.#subscriber.quit(), this.#publisher.quit()]);
  }
}
