import { type DesignChange, diffDesigns, type ReleaseSummary } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { releaseDesign } from './release.js';

/** The design's releases, newest first. */
export async function listReleases(db: Db, id: string): Promise<ReleaseSummary[]> {
  const design = await db.selectFrom('visualdev').select('id').where('id', '=', id).executeTakeFirst();
  if (!design) throw badRequest(t('visualdev.notFound'));
  const rows = await db
    .selectFrom('visualdevRelease as r')
    .leftJoin('users as u', 'u.id', 'r.releasedBy')
    .select(['r.version', 'r.releasedAt', 'u.realName', 'r.note', 'r.rolledBackFrom'])
    .where('r.visualdevId', '=', id)
    .orderBy('r.version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    releasedAt: new Date(row.releasedAt).toISOString(),
    releasedBy: row.realName ?? null,
    note: row.note ?? null,
    rolledBackFrom: row.rolledBackFrom ?? null,
  }));
}

interface StoredVersion {
  formData: string;
  columnData: string | null;
  tables: string | null;
}

/** A stored release, or 400 naming what is missing. */
async function storedVersion(db: Db, id: string, version: number): Promise<StoredVersion> {
  const row = await db
    .selectFrom('visualdevRelease')
    .select(['formData', 'columnData', 'tables'])
    .where('visualdevId', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw badRequest(t('visualdev.noSuchVersion'));
  return row;
}

/** The draft being designed, in a release's shape. */
async function draftOf(db: Db, id: string): Promise<StoredVersion> {
  const row = await db
    .selectFrom('visualdev')
    .select(['formData', 'columnData', 'tables'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw badRequest(t('visualdev.notFound'));
  return { formData: row.formData ?? '', columnData: row.columnData, tables: row.tables };
}

const parsed = (text: string | null): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Stored text that does not parse compares as absent rather than failing the whole diff.
    return undefined;
  }
};

/** A version by number, or the current draft. */
export type VersionRef = number | 'draft';

const load = (db: Db, id: string, ref: VersionRef) =>
  ref === 'draft' ? draftOf(db, id) : storedVersion(db, id, ref);

/** What changed from one version (or the draft) to another. */
export async function diffReleases(
  db: Db,
  id: string,
  from: VersionRef,
  to: VersionRef,
): Promise<DesignChange[]> {
  const [a, b] = await Promise.all([load(db, id, from), load(db, id, to)]);
  return diffDesigns(
    { form: parsed(a.formData), list: parsed(a.columnData) },
    { form: parsed(b.formData), list: parsed(b.columnData) },
  );
}

/**
 * Releases an old version again, as a new version: its form, list and tables become the draft,
 * and the release checks and publishes them as any release does, all in one transaction.
 */
export async function rollBack(
  db: Db,
  id: string,
  version: number,
  userId: string,
  note?: string,
): Promise<{ version: number; moduleId: string | null }> {
  return db.transaction().execute(async (trx) => {
    const old = await storedVersion(trx, id, version);
    await trx
      .updateTable('visualdev')
      .set({
        formData: old.formData,
        columnData: old.columnData,
        tables: old.tables,
        lastModifyTime: new Date(),
        lastModifyUserId: userId,
      })
      .where('id', '=', id)
      .execute();
    // The person confirmed after seeing the changes, a field's type among them.
    return releaseDesign(
      trx,
      id,
      { rolledBackFrom: version, confirmTypeChanges: true, ...(note && { note }) },
      userId,
    );
  });
}
