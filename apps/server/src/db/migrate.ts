import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as identity from './migrations/20261122T0900-identity.js';
import * as signInModes from './migrations/20261123T0900-sign-in-modes.js';
import * as visualdev from './migrations/20261124T0900-visualdev.js';

/** Timestamped migrations, listed here so that builds need no directory scan at run time. */
const migrations: Record<string, Migration> = {
  '20261122T0900-identity': identity,
  '20261123T0900-sign-in-modes': signInModes,
  '20261124T0900-visualdev': visualdev,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
