import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { type OpenDatabase, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo } from './seed/seed-demo.js';
import { seedSubAccounts } from './seed/seed-sub-accounts.js';

export interface RunningServer {
  app: FastifyInstance;
  database: OpenDatabase;
  close(): Promise<void>;
}

/** Opens the database, brings it to the latest migration, seeds the demo data once, builds the app. */
export async function createServer(
  config: Config,
  options: { logger?: boolean } = {},
): Promise<RunningServer> {
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db as never);
    if (config.seedDemo) {
      await seedDemo(database.db);
      await seedSubAccounts(database.db);
    }
    const app = await buildApp({ db: database.db, config, logger: options.logger ?? true });
    await app.ready();
    let closing: Promise<void> | undefined;
    return {
      app,
      database,
      close() {
        closing ??= (async () => {
          await app.close();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
