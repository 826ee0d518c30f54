import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { type OpenDatabase, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedAreas } from './seed/seed-areas.js';
import { seedBillRules } from './seed/seed-bill-rules.js';
import { seedCustomersInterface, seedDataInterfaces } from './seed/seed-data-interfaces.js';
import { seedDemo } from './seed/seed-demo.js';
import { seedDictionaries } from './seed/seed-dictionaries.js';
import { seedGroups } from './seed/seed-groups.js';
import { seedLeaveRequest } from './seed/seed-leave-request.js';
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
    // Reference data, not demo data: the address picker needs it in every installation.
    await seedAreas(database.db);
    if (config.seedDemo) {
      await seedDemo(database.db);
      await seedSubAccounts(database.db);
      await seedLeaveRequest(database.db);
      await seedDictionaries(database.db);
      await seedDataInterfaces(database.db);
      await seedCustomersInterface(database.db);
      await seedBillRules(database.db);
      await seedGroups(database.db);
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
