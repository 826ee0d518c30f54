import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from './app.js';
import type { Config } from './config.js';
import { type Db, type OpenDatabase, openDatabase } from './db/database.js';
import { FirstStartInterruptedError } from './db/first-start-marker.js';
import { migrateToLatest } from './db/migrate.js';
import { withStartupLock } from './db/startup-lock.js';
import { keepNewFilesPrivate, makeDataDirPrivate } from './ops/private-files/private-files.js';
import { realtimeNamespace } from './realtime/namespace.js';
import { RedisBus } from './realtime/redis-bus.js';
import { RedisPresence } from './realtime/redis-presence.js';
import { seedAreas } from './seed/seed-areas.js';
import { seedBillRules } from './seed/seed-bill-rules.js';
import {
  seedCustomersInterface,
  seedDataInterfaces,
  seedInterfaceCategories,
  seedInterfaceImportButton,
} from './seed/seed-data-interfaces.js';
import { seedDataSchemes } from './seed/seed-data-schemes.js';
import { seedDemo } from './seed/seed-demo.js';
import { seedDictAdmin } from './seed/seed-dict-admin.js';
import { seedDictionaries } from './seed/seed-dictionaries.js';
import { seedGroups } from './seed/seed-groups.js';
import { seedJnpfAddresses } from './seed/seed-jnpf-addresses.js';
import { seedLeavePrint, seedPrintDevButtons } from './seed/seed-leave-print.js';
import { seedLeaveRequest } from './seed/seed-leave-request.js';
import { seedMenuAdmin } from './seed/seed-menu-admin.js';
import { seedMessages } from './seed/seed-messages.js';
import { seedReportPortal } from './seed/seed-report-portal.js';
import { seedSubAccounts } from './seed/seed-sub-accounts.js';
import { seedSystemSettings } from './seed/seed-system-settings.js';

export interface RunningServer {
  app: FastifyInstance;
  database: OpenDatabase;
  close(): Promise<void>;
}

/**
 * Migrates and seeds; each step is idempotent, so a start-up killed halfway is finished by the next.
 * A PGlite directory is marked complete only once all of it has run.
 */
async function prepareDatabase(database: OpenDatabase, config: Config): Promise<void> {
  const { db, firstStart } = database;
  try {
    await migrateToLatest(db as never);
    // Reference data, not demo data: the address picker needs it in every installation.
    await seedAreas(db);
    if (config.seedDemo) {
      await seedDemo(db);
      await seedSubAccounts(db);
      await seedLeaveRequest(db);
      await seedLeavePrint(db);
      await seedPrintDevButtons(db);
      await seedDataSchemes(db);
      await seedDictionaries(db);
      await seedDataInterfaces(db);
      await seedCustomersInterface(db);
      await seedInterfaceCategories(db);
      await seedInterfaceImportButton(db);
      await seedBillRules(db);
      await seedGroups(db);
      await seedMessages(db);
      await seedMenuAdmin(db);
      await seedReportPortal(db);
      await seedSystemSettings(db);
      await seedDictAdmin(db);
      await seedJnpfAddresses(db);
    }
  } catch (error) {
    throw firstStart?.interrupted ? new FirstStartInterruptedError(config.dataDir, error) : error;
  }
  await firstStart?.complete();
}

/**
 * Several instances on one database work as one through Redis: events reach every instance's
 * sockets and presence counts every instance's sockets. Named after the database, so servers of
 * other databases sharing the Redis are never heard.
 */
async function connectRealtime(
  redisUrl: string,
  db: Db,
): Promise<{ bus: RedisBus; presence: RedisPresence }> {
  const namespace = await realtimeNamespace(db);
  const bus = await RedisBus.connect(redisUrl, namespace);
  return { bus, presence: new RedisPresence(bus.commands, namespace) };
}

/** Opens the database, brings it to the latest migration, seeds the demo data once, builds the app. */
export async function createServer(
  config: Config,
  options: { logger?: boolean; logStream?: AppOptions['logStream'] } = {},
): Promise<RunningServer> {
  // The data folder holds uploaded files and the download links' key whichever database is used:
  // a folder named in DATA_DIR that does not exist yet is made, as a first start would expect.
  // Nothing in it is for other local users, whatever an older version or a copy left there.
  keepNewFilesPrivate();
  const madePrivate = await makeDataDirPrivate(config.dataDir);
  const database = await openDatabase(config);
  let realtime: { bus: RedisBus; presence: RedisPresence } | undefined;
  try {
    const prepare = () => prepareDatabase(database, config);
    // PGlite's directory lock already keeps a second server out; PostgreSQL may be shared.
    await (config.databaseUrl ? withStartupLock(config.databaseUrl, prepare) : prepare());
    // PGlite unpacks a new database with the modes of its archive (0666) and rewrites its relation
    // cache files on open with modes of its own, whatever the umask: taken back here, unannounced,
    // as they are this start's own doing.
    if (!config.databaseUrl) await makeDataDirPrivate(config.dataDir);
    realtime = config.redisUrl ? await connectRealtime(config.redisUrl, database.db) : undefined;
    const app = await buildApp({
      db: database.db,
      config,
      logger: options.logger ?? true,
      logStream: options.logStream,
      ...realtime,
    });
    await app.ready();
    if (madePrivate > 0)
      app.log.warn(
        { dataDir: config.dataDir, entries: madePrivate },
        `Took group and other access off ${madePrivate} entries in the data folder`,
      );
    let closing: Promise<void> | undefined;
    return {
      app,
      database,
      close() {
        closing ??= (async () => {
          await app.close();
          await realtime?.bus.close();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await realtime?.presence.close().catch(() => {});
    await realtime?.bus.close();
    await database.close();
    throw error;
  }
}
