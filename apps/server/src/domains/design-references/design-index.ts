import { StampedCache, type Stamps } from '../../db/change-stamps.js';
import type { Db } from '../../db/database.js';
import {
  formReferences,
  listReferences,
  noReferences,
  parsed,
  portalReferences,
  type References,
} from './collect.js';

/** What every design names, by the id of the design or portal naming it. */
export interface DesignIndex {
  /** The newest release of each enabled design: what its menu entry opens. */
  released: ReadonlyMap<string, References>;
  /** The draft of each design: what the designer shows and previews. */
  drafts: ReadonlyMap<string, References>;
  /** Each enabled portal (a disabled one shows no cards). */
  portals: ReadonlyMap<string, References>;
}

function designReferences(formData: string | null, columnData: string | null): References {
  const references = noReferences();
  formReferences(parsed(formData), references);
  listReferences(parsed(columnData), references);
  return references;
}

async function loadIndex(db: Db): Promise<DesignIndex> {
  const [releases, drafts, portals] = await Promise.all([
    db
      .selectFrom('visualdevRelease as r')
      .innerJoin('visualdev as v', 'v.id', 'r.visualdevId')
      .select(['r.visualdevId', 'r.formData', 'r.columnData'])
      .where('v.enabledMark', '=', 1)
      .where((eb) =>
        eb(
          'r.version',
          '=',
          eb
            .selectFrom('visualdevRelease as newer')
            .select((inner) => inner.fn.max('newer.version').as('version'))
            .whereRef('newer.visualdevId', '=', 'r.visualdevId'),
        ),
      )
      .execute(),
    db.selectFrom('visualdev').select(['id', 'formData', 'columnData']).execute(),
    db.selectFrom('portal').select(['id', 'formData']).where('enabledMark', '=', 1).execute(),
  ]);
  return {
    released: new Map(
      releases.map((row) => [row.visualdevId, designReferences(row.formData, row.columnData)]),
    ),
    drafts: new Map(drafts.map((row) => [row.id, designReferences(row.formData, row.columnData)])),
    portals: new Map(
      portals.map((row) => {
        const references = noReferences();
        portalReferences(parsed(row.formData), references);
        return [row.id, references];
      }),
    ),
  };
}

/**
 * Kept under the models stamp, which every release, roll back, design change or deletion and
 * every portal write changes in the same transaction, on whichever server made it.
 */
const kept = new StampedCache<DesignIndex>(8);

/** The index as of the stamps a session was read with; built again after any design changes. */
export function designIndex(db: Db, stamps: Stamps): Promise<DesignIndex> {
  return kept.through('designs', stamps.models, () => loadIndex(db));
}
