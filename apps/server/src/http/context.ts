import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../realtime/bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Realtime events to every instance (chat, message pushes, presence, ended sessions). */
    realtime: EventBus;
  }
}
