import { EventEmitter } from 'node:events';
import type { RealtimeEvent, RealtimeListener } from './events.js';

/** Carries realtime events to every server instance sharing the database, this one included. */
export interface EventBus {
  publish(event: RealtimeEvent): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

/** One process alone: events go straight to this process's listeners. */
export class LocalBus implements EventBus {
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: RealtimeEvent): Promise<void> {
    this.#emitter.emit('event', event);
  }

  subscribe(listener: RealtimeListener): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}
