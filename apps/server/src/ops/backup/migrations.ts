import { readdir } from 'node:fs/promises';
import { type Kysely, type Migration, Migrator } from 'kysely';

const MIGRATION_FILE = /^(\d{8}T\d{4}-[a-z0-9-]+)\.(js|ts)$/;

/**
 * The migrations this build carries, read from the folder the server's own list imports from:
 * a restore must stop at the archive's last migration, which migrateToLatest cannot do. Built
 * runs find the .js files, source runs (tests) the .ts files beside them.
 */
export async function knownMigrations(): Promise<Record<string, Migration>> {
  const folder = new URL('../../db/migrations/', import.meta.url);
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  const migrations: Record<string, Migration> = {};
  for (const file of (await readdir(folder)).sort()) {
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1] || match[2] !== extension) continue;
    migrations[match[1]] = (await import(new URL(file, folder).href)) as Migration;
  }
  return migrations;
}

/**
 * Brings an empty database to exactly `target`, inside the caller's transaction (`db` is bound to
 * one connection that has begun it), so a failed restore leaves no tables behind.
 */
export async function migrateTo(
  db: Kysely<unknown>,
  migrations: Record<string, Migration>,
  target: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    disableTransactions: true,
  });
  const { error, results } = await migrator.migrateTo(target);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
