import {
  DesignState,
  type FormSchema,
  formPermissionItemsOf,
  type ListSchema,
  validateSchema,
  WebType,
} from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { designProblemMessage, t } from '../../http/i18n/index.js';
import { menuIdOf } from '../authorization/index.js';
import { syncModelIndexes } from '../online-dev/index.js';
import { checkMenuTarget, publishMenu } from './publish-menu.js';
import { moveRenamedValues, renamesOf, withoutRenameMarks } from './renames.js';
import { starterListOf } from './starter-list.js';
import { TypeChangesRefused, typeChangesOf } from './type-changes.js';

export interface ReleaseOptions {
  pc?: number;
  pcModuleParentId?: string;
  /** What the person releasing says of it, shown in the release history. */
  note?: string;
  /** Set by a roll back: the version released again. */
  rolledBackFrom?: number;
  /** The person releasing accepts that some stored values do not fit a field's new type. */
  confirmTypeChanges?: boolean;
}

export interface ReleaseResult {
  version: number;
  moduleId: string | null;
  /** The menu entry's parent, so a client can offer it again as the next release's place. */
  parentId: string | null;
  /** The renamed fields whose stored values moved to their new key, with how many records. */
  renamed?: Array<{ from: string; to: string; table?: string; records: number }>;
}

const parseJson = (field: string, text: string | null): unknown => {
  if (text === null || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badField(field, 'validation.notJson');
  }
};

/** The list columns a released list shows, as named in columnData.columnList. */
function columnsOf(columnData: unknown): Array<{ prop: string; label: string }> {
  const list = (columnData as { columnList?: unknown } | undefined)?.columnList;
  if (!Array.isArray(list)) return [];
  return list.flatMap((column) =>
    column && typeof column.prop === 'string' && column.prop
      ? [{ prop: column.prop, label: typeof column.label === 'string' ? column.label : column.prop }]
      : [],
  );
}

/**
 * Checks the draft against the meta-schema, then in one transaction stores the next immutable
 * version, marks the design released and publishes (or refreshes) its menu entry.
 */
export async function releaseDesign(
  db: Db,
  id: string,
  options: ReleaseOptions,
  userId: string,
): Promise<ReleaseResult> {
  const design = await db.selectFrom('visualdev').selectAll().where('id', '=', id).executeTakeFirst();
  if (!design) throw badRequest(t('visualdev.notFound'));

  const form = parseJson('formData', design.formData);
  if (form === undefined) throw badField('formData', 'visualdev.formNotDesigned');
  const [problem] = validateSchema(form);
  if (problem) throw badRequest(`${problem.path}: ${designProblemMessage(problem)}`);
  parseJson('tables', design.tables);
  // A form-and-list design released before anyone designed its list gets one from its fields,
  // kept in the draft too, so the designer's list tab goes on from what the users see.
  const starter =
    design.webType === WebType.formAndList && parseJson('columnData', design.columnData) === undefined
      ? JSON.stringify(starterListOf(form as FormSchema))
      : undefined;
  const columnText = starter ?? design.columnData;
  const columnData = parseJson('columnData', columnText);

  const existingMenu = await db
    .selectFrom('module')
    .select('parentId')
    .where('id', '=', menuIdOf(id))
    .executeTakeFirst();
  // A design already in the menu stays in sync on every release, under the parent it has.
  const parentId = options.pcModuleParentId || existingMenu?.parentId;
  const menu = parentId
    ? {
        visualdevId: id,
        fullName: design.fullName,
        enCode: design.enCode,
        parentId,
        columns: columnsOf(columnData),
        fields: formPermissionItemsOf(form as FormSchema),
      }
    : undefined;
  if (menu) await checkMenuTarget(db, menu);

  if (!options.confirmTypeChanges) {
    const latest = await db
      .selectFrom('visualdevRelease')
      .select('formData')
      .where('visualdevId', '=', id)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    const released = latest ? (parseJson('formData', latest.formData) as FormSchema) : undefined;
    const changes = await typeChangesOf(db, id, released, form as FormSchema);
    if (changes.length > 0) throw new TypeChangesRefused(changes);
  }

  // The demo seed releases inside its own transaction; a route starts one here.
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    // The row lock makes two simultaneous releases take consecutive numbers instead of colliding.
    await trx.selectFrom('visualdev').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    const latest = await trx
      .selectFrom('visualdevRelease')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('visualdevId', '=', id)
      .executeTakeFirst();
    const version = Number(latest?.version ?? 0) + 1;
    // Values move to the new names in the same transaction as the release that uses them, and
    // the released form (and the draft) no longer carry the marks.
    const renames = renamesOf(form as FormSchema);
    const renamed = await moveRenamedValues(trx, id, renames);
    const formData =
      renames.length > 0 ? JSON.stringify(withoutRenameMarks(form as FormSchema)) : design.formData;
    if (renames.length > 0)
      await trx.updateTable('visualdev').set({ formData }).where('id', '=', id).execute();
    await trx
      .insertInto('visualdevRelease')
      .values({
        visualdevId: id,
        version,
        formData: formData as string,
        columnData: columnText,
        tables: design.tables,
        releasedBy: userId,
        note: options.note?.trim() || null,
        rolledBackFrom: options.rolledBackFrom ?? null,
      })
      .execute();
    await trx
      .updateTable('visualdev')
      .set({ state: DesignState.released, ...(starter !== undefined && { columnData: starter }) })
      .where('id', '=', id)
      .execute();
    const moduleId = menu ? await publishMenu(trx, menu) : null;
    await syncModelIndexes(trx, id, form as FormSchema, (columnData ?? null) as Partial<ListSchema> | null);
    return { version, moduleId, parentId: menu?.parentId ?? null, ...(renamed.length > 0 && { renamed }) };
  });
}
