import { randomBytes, randomUUID } from 'node:crypto';
import { DesignState, formPatternProblems } from '@formwork/schema';
import { sql } from 'kysely';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { badField, badRequest, fieldProblem } from '../../http/envelope.js';
import { designProblemMessage, namedRuleProblem, t } from '../../http/i18n/index.js';
import { parseJsonText } from '../../http/json-text.js';
import { dropModelIndexes } from '../online-dev/index.js';
import { unpublishMenu } from './publish-menu.js';

/** What the designer saves: every field but the names may be left out. */
export interface DesignInput {
  fullName: string;
  enCode: string;
  category?: string;
  type?: number;
  webType?: number;
  formData?: string | null;
  columnData?: string | null;
  tables?: string | null;
  sortCode?: number;
  description?: string;
  enabledMark?: number;
}

const DESIGN_COLUMNS = [
  'fullName',
  'enCode',
  'category',
  'type',
  'webType',
  'formData',
  'columnData',
  'tables',
  'sortCode',
  'description',
  'enabledMark',
] as const satisfies readonly (keyof DesignInput)[];

/**
 * The columns a designer may write, picked by name: the route's schema already drops other keys,
 * and this keeps `state`, `id` and the creator out of reach even for a caller that skips the schema.
 */
function declaredColumns(input: DesignInput): DesignInput {
  const picked: Partial<Record<keyof DesignInput, unknown>> = {};
  for (const column of DESIGN_COLUMNS) if (input[column] !== undefined) picked[column] = input[column];
  // fullName and enCode are required by DesignInput, so they are among the picked columns.
  return picked as DesignInput;
}

/**
 * The kinds a design list is asked for. 1 and 2 are a design's own type; JNPF's screens also ask
 * for kinds Formwork keeps no designs of: its code generation screen lists type 4, which here are
 * the released designs code is generated from, and its flow and app form screens 3 and 5, of which
 * there are none (no workflow, no separate app designs).
 */
export const ListedType = { custom: 1, system: 2, flowForm: 3, codeGeneration: 4, appForm: 5 } as const;

/** Formwork runs no workflow: every design is a plain form, as JNPF's enableFlow 0 says. */
export const ENABLE_FLOW = 0;

export interface DesignQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  type?: number;
  webType?: number;
  category?: string;
  isRelease?: number;
}

/**
 * formData, columnData and tables are JSON text; text that does not parse is refused by name. A
 * draft may be unfinished, so the form is checked whole only on release; but a validation pattern
 * the linear engine cannot run (lookaround, backreference, bad syntax) is refused as it is saved.
 */
function checkInput(input: DesignInput): void {
  const problem = namedRuleProblem('code', input.enCode);
  if (problem) throw fieldProblem('enCode', problem);
  for (const field of ['formData', 'columnData', 'tables'] as const) {
    const text = input[field];
    if (text === undefined || text === null || text === '') continue;
    const value = parseJsonText(field, text);
    const [pattern] = field === 'formData' ? formPatternProblems(value) : [];
    if (pattern) throw badRequest(`formData.${pattern.path}: ${designProblemMessage(pattern)}`);
  }
}

async function ensureCodeFree(db: Db, enCode: string, exceptId?: string): Promise<void> {
  let query = db.selectFrom('visualdev').select('id').where('enCode', '=', enCode);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw badField('enCode', 'common.codeExists', { enCode });
}

export async function listDesigns(db: Db, query: DesignQuery) {
  let base = db.selectFrom('visualdev as v');
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    base = base.where((eb) => eb.or([eb('v.fullName', 'ilike', pattern), eb('v.enCode', 'ilike', pattern)]));
  }
  if (query.type === ListedType.codeGeneration) base = base.where('v.state', '=', DesignState.released);
  else if (query.type === ListedType.flowForm || query.type === ListedType.appForm)
    base = base.where(sql<boolean>`false`);
  else if (query.type !== undefined) base = base.where('v.type', '=', query.type);
  if (query.webType !== undefined) base = base.where('v.webType', '=', query.webType);
  if (query.category) base = base.where('v.category', '=', query.category);
  if (query.isRelease !== undefined) base = base.where('v.state', '=', query.isRelease);

  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as c', 'c.id', 'v.creatorUserId')
      .leftJoin('users as m', 'm.id', 'v.lastModifyUserId')
      .select([
        'v.id',
        'v.fullName',
        'v.enCode',
        'v.category',
        'v.type',
        'v.webType',
        'v.state',
        'v.sortCode',
        'v.enabledMark',
        'v.description',
        'v.creatorTime',
        'v.lastModifyTime',
        'c.realName as creatorName',
        'c.account as creatorAccount',
        'm.realName as modifierName',
        'm.account as modifierAccount',
      ])
      .orderBy('v.sortCode')
      .orderBy('v.creatorTime', 'desc')
      .orderBy('v.id')
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
  ]);
  const who = (name: string | null, account: string | null) => (name ? `${name}/${account}` : '');
  const list = rows.map(({ creatorName, creatorAccount, modifierName, modifierAccount, ...row }) => ({
    ...row,
    creatorTime: row.creatorTime.getTime(),
    lastModifyTime: row.lastModifyTime?.getTime() ?? null,
    creatorUser: who(creatorName, creatorAccount),
    lastModifyUser: who(modifierName, modifierAccount),
    enableFlow: ENABLE_FLOW,
  }));
  return {
    list,
    pagination: paginationOf(query, total),
  };
}

export async function getDesign(db: Db, id: string) {
  const row = await db.selectFrom('visualdev').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('visualdev.notFound'));
  return row;
}

export async function createDesign(db: Db, input: DesignInput, userId: string): Promise<string> {
  checkInput(input);
  await ensureCodeFree(db, input.enCode);
  const id = randomUUID();
  await db
    .insertInto('visualdev')
    .values({
      ...declaredColumns(input),
      formData: input.formData ?? null,
      columnData: input.columnData ?? null,
      tables: input.tables ?? null,
      id,
      creatorUserId: userId,
      lastModifyUserId: null,
      lastModifyTime: null,
    })
    .execute();
  return id;
}

export async function updateDesign(db: Db, id: string, input: DesignInput, userId: string): Promise<void> {
  await getDesign(db, id);
  checkInput(input);
  await ensureCodeFree(db, input.enCode, id);
  await db
    .updateTable('visualdev')
    .set({ ...declaredColumns(input), lastModifyUserId: userId, lastModifyTime: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Removes the design, its released versions and the menu entry it published. */
export async function deleteDesign(db: Db, id: string): Promise<void> {
  await getDesign(db, id);
  await db.transaction().execute(async (trx) => {
    await unpublishMenu(trx, id);
    await trx.deleteFrom('visualdev').where('id', '=', id).execute();
    await dropModelIndexes(trx, id);
  });
}

/** A new draft with the same content, named "<fullName>副本" under a fresh code. */
export async function copyDesign(db: Db, id: string, userId: string): Promise<string> {
  const source = await getDesign(db, id);
  const copyId = randomUUID();
  const suffix = randomBytes(3).toString('hex');
  await db
    .insertInto('visualdev')
    .values({
      id: copyId,
      fullName: `${source.fullName}副本`,
      enCode: `${source.enCode.slice(0, 43)}${suffix}`,
      category: source.category,
      type: source.type,
      webType: source.webType,
      state: DesignState.draft,
      formData: source.formData,
      columnData: source.columnData,
      tables: source.tables,
      sortCode: source.sortCode,
      description: source.description,
      enabledMark: source.enabledMark,
      creatorUserId: userId,
      lastModifyUserId: null,
      lastModifyTime: null,
    })
    .execute();
  return copyId;
}
