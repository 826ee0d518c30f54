import type { Db } from '../../db/database.js';
import type { ItemKind } from './grant-kinds.js';
import { menuIdOf } from './menu-ids.js';

/** The switch of a released list that makes its records check each kind of grant. */
const SWITCH_OF: Readonly<Record<ItemKind, string>> = {
  button: 'useBtnPermission',
  column: 'useColumnPermission',
  form: 'useFormPermission',
  resource: 'useDataPermission',
};

const KINDS = Object.keys(SWITCH_OF) as ItemKind[];

function switchesOf(columnData: string | null): Record<string, unknown> {
  if (!columnData) return {};
  try {
    const list: unknown = JSON.parse(columnData);
    return typeof list === 'object' && list !== null ? (list as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * For the menu entry of each released design, the kinds of grant its newest release does not
 * check (its list's permission switch is off, or it has no list): a role ticked such items is
 * granted nothing more, since every user who opens the entry gets all of that kind.
 */
export async function unguardedKinds(db: Db): Promise<Map<string, ItemKind[]>> {
  const rows = await db
    .selectFrom('visualdevRelease as r')
    .select(['r.visualdevId', 'r.columnData'])
    .where(({ eb, selectFrom }) =>
      eb(
        'r.version',
        '=',
        selectFrom('visualdevRelease as newest')
          .select((inner) => inner.fn.max('newest.version').as('version'))
          .whereRef('newest.visualdevId', '=', 'r.visualdevId'),
      ),
    )
    .execute();
  return new Map(
    rows.map((row) => {
      const switches = switchesOf(row.columnData);
      return [menuIdOf(row.visualdevId), KINDS.filter((kind) => switches[SWITCH_OF[kind]] !== true)];
    }),
  );
}
