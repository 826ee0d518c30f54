import { epoch } from '../../crud/times.js';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import {
  type FlatNode,
  keepMatching,
  loadOrganizes,
  type Nested,
  nest,
  type Organizes,
} from '../organize-selectors/index.js';

/** An organisation as the administration tree shows it: the picker's node and its record. */
export interface OrganizeRow extends FlatNode {
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorTime: number | null;
}

/**
 * Every organisation, disabled ones too, as rows of the administration tree (each with its
 * organizeIds path), in the pickers' order.
 */
async function organizeRows(db: Db): Promise<{ organizes: Organizes; rows: OrganizeRow[] }> {
  const [organizes, records] = await Promise.all([
    loadOrganizes(db, { withDisabled: true }),
    db
      .selectFrom('organize')
      .select(['id', 'sortCode', 'enabledMark', 'description', 'creatorTime'])
      .execute(),
  ]);
  const byId = new Map(records.map((record) => [record.id, record]));
  const rows = organizes.nodes.map((node) => {
    const record = byId.get(node.id);
    return {
      ...node,
      sortCode: record?.sortCode ?? 0,
      enabledMark: record?.enabledMark ?? 1,
      description: record?.description ?? '',
      creatorTime: epoch(record?.creatorTime ?? null),
    };
  });
  return { organizes, rows };
}

/** The matches of a keyword in name or code, with the way to them; everything without one. */
function matching(tree: Nested<OrganizeRow>[], keyword: string | undefined): Nested<OrganizeRow>[] {
  const wanted = keyword?.trim().toLowerCase();
  if (!wanted) return tree;
  return keepMatching(
    tree,
    (node) =>
      node.fullName.toLowerCase().includes(wanted) || (node.enCode ?? '').toLowerCase().includes(wanted),
  );
}

/** Companies with their departments, disabled ones too, as one tree. */
export async function organizeTree(db: Db, keyword?: string): Promise<Nested<OrganizeRow>[]> {
  const { rows } = await organizeRows(db);
  return matching(nest(rows), keyword);
}

/**
 * The departments of a company as a tree: those whose nearest company above them is it (a
 * company below it keeps its own departments).
 */
export async function departmentTree(db: Db, companyId: string, keyword?: string) {
  const { organizes, rows } = await organizeRows(db);
  const typeOf = new Map(rows.map((row) => [row.id, row.type]));
  if (typeOf.get(companyId) !== 'company')
    throw badField('companyId', 'permissionOrg.companyMissing', { id: companyId });
  const owner = (id: string) =>
    organizes
      .idsOf(id)
      .reverse()
      .find((ancestor) => typeOf.get(ancestor) === 'company');
  const departments = rows.filter((row) => row.type === 'department' && owner(row.id) === companyId);
  return matching(nest(departments), keyword);
}
