import { randomUUID } from 'node:crypto';
import { checkRule, type EntryInput, entryValues } from '../../crud/entry.js';
import { epoch } from '../../crud/times.js';
import { codeTaken } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { type MessageKey, t } from '../../http/i18n/index.js';
import { loadOrganizes } from '../organize-selectors/index.js';
import { checkUsersExist, stillReferenced } from './user-relations.js';

export type Category = 'company' | 'department';

/** The parent of a top-level company. */
export const TOP = '-1';

export interface OrganizeInput extends EntryInput {
  parentId: string;
  /** A department's manager (a user id); '' for none. */
  managerId?: string;
  /** A company's business details. */
  propertyJson?: Record<string, unknown>;
}

async function findOrganize(db: Db, id: string, category: Category) {
  const row = await db
    .selectFrom('organize')
    .selectAll()
    .where('id', '=', id)
    .where('category', '=', category)
    .executeTakeFirst();
  if (!row)
    throw badRequest(
      t(category === 'company' ? 'permissionOrg.companyNotFound' : 'permissionOrg.departmentNotFound'),
    );
  return row;
}

/**
 * A company or department as its form edits it; organizeIdTree is the way from the top down to
 * its parent, which the form's cascader shows.
 */
export async function getOrganize(db: Db, id: string, category: Category) {
  const row = await findOrganize(db, id, category);
  const organizes = await loadOrganizes(db, { withDisabled: true });
  const shown = {
    id: row.id,
    parentId: row.parentId,
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.category,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    organizeIdTree: row.parentId === TOP ? [] : organizes.idsOf(row.parentId),
    creatorTime: epoch(row.creatorTime),
    lastModifyTime: epoch(row.lastModifyTime),
  };
  return category === 'company'
    ? { ...shown, propertyJson: row.propertyJson }
    : { ...shown, managerId: row.managerId ?? '' };
}

/**
 * A company sits at the top or under a company; a department under a company or a department.
 * Neither may move under itself. Codes are unique among all organisations.
 */
async function checkOrganize(db: Db, category: Category, input: OrganizeInput, selfId?: string) {
  if (category === 'department') checkRule('fullName', 'name', input.fullName.trim());
  checkRule('enCode', 'code', input.enCode);
  const sameCode = await db
    .selectFrom('organize')
    .select('id')
    .where('enCode', '=', input.enCode)
    .where('id', '!=', selfId ?? '')
    .executeTakeFirst();
  if (sameCode) throw badField('enCode', 'common.codeExists', { enCode: input.enCode });

  if (!(category === 'company' && input.parentId === TOP)) {
    const organizes = await loadOrganizes(db, { withDisabled: true });
    const parent = organizes.nodes.find((node) => node.id === input.parentId);
    if (!parent) throw badField('parentId', 'permissionOrg.parentMissing', { parentId: input.parentId });
    if (category === 'company' && parent.type !== 'company')
      throw badField('parentId', 'permissionOrg.parentNotCompany');
    if (selfId && organizes.idsOf(parent.id).includes(selfId))
      throw badField('parentId', 'permissionOrg.parentIsOwnDescendant');
  }
  if (category === 'department' && input.managerId) await checkUsersExist(db, 'managerId', [input.managerId]);
}

/** What the form sets: a company never touches the manager, a department has no business details. */
const values = (category: Category, input: OrganizeInput) => ({
  parentId: input.parentId,
  ...entryValues(input),
  ...(category === 'company'
    ? { propertyJson: JSON.stringify(input.propertyJson ?? {}) }
    : { managerId: input.managerId || null }),
});

export async function createOrganize(db: Db, category: Category, input: OrganizeInput): Promise<string> {
  await checkOrganize(db, category, input);
  const id = randomUUID();
  await db
    .insertInto('organize')
    .values({ id, category, ...values(category, input) })
    .execute()
    .catch(codeTaken(input.enCode));
  return id;
}

export async function updateOrganize(db: Db, id: string, category: Category, input: OrganizeInput) {
  await findOrganize(db, id, category);
  await checkOrganize(db, category, input, id);
  await db
    .updateTable('organize')
    .set({ ...values(category, input), lastModifyTime: new Date() })
    .where('id', '=', id)
    .execute()
    .catch(codeTaken(input.enCode));
}

/** What keeps an organisation from being deleted, each with the message saying so. */
const HOLDERS: Array<[MessageKey, (db: Db, id: string) => Promise<unknown>]> = [
  [
    'permissionOrg.hasChildren',
    (db, id) => db.selectFrom('organize').select('id').where('parentId', '=', id).executeTakeFirst(),
  ],
  [
    'permissionOrg.hasPositions',
    (db, id) => db.selectFrom('position').select('id').where('organizeId', '=', id).executeTakeFirst(),
  ],
  [
    'permissionOrg.hasUsers',
    (db, id) =>
      db
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('organizeId', '=', id),
            eb(
              'id',
              'in',
              eb
                .selectFrom('userRelation')
                .select('userId')
                .where('objectType', '=', 'Organize')
                .where('objectId', '=', id),
            ),
          ]),
        )
        .executeTakeFirst(),
  ],
  [
    'permissionOrg.hasRoles',
    (db, id) =>
      db.selectFrom('roleOrganize').select('roleId').where('organizeId', '=', id).executeTakeFirst(),
  ],
];

/** Only an organisation nothing is filed under is deleted; its administrators go with it. */
export async function deleteOrganize(db: Db, id: string, category: Category): Promise<void> {
  await findOrganize(db, id, category);
  for (const [message, find] of HOLDERS) if (await find(db, id)) throw badField('id', message);
  await db.deleteFrom('organize').where('id', '=', id).execute().catch(stillReferenced);
}
