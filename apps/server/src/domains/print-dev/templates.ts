import { randomUUID } from 'node:crypto';
import { checkRule } from '../../crud/entry.js';
import { type Paging, pageOf, paginationOf } from '../../crud/paging.js';
import { epoch } from '../../crud/times.js';
import { codeTaken } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { checkedPageParam } from './page-param.js';

export interface TemplateInput {
  fullName: string;
  enCode: string;
  category?: string;
  type?: number;
  formId?: string | null;
  printTemplate?: string;
  pageParam?: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
}

export interface TemplateQuery extends Paging {
  type?: number;
  category?: string;
}

const LIST_COLUMNS = [
  'printDev.id',
  'printDev.fullName',
  'printDev.enCode',
  'printDev.category',
  'printDev.type',
  'printDev.formId',
  'printDev.sortCode',
  'printDev.enabledMark',
  'printDev.description',
  'printDev.creatorTime',
  'printDev.lastModifyTime',
] as const;

/** The templates, with the linked form's and the creator's names, as the list shows them. */
const listed = (db: Db) =>
  db
    .selectFrom('printDev')
    .leftJoin('visualdev', 'visualdev.id', 'printDev.formId')
    .leftJoin('users', 'users.id', 'printDev.creatorUserId')
    .select(LIST_COLUMNS)
    .select(['visualdev.fullName as formName', 'users.realName as creatorUser']);

type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

const shown = (row: ListedRow) => ({
  ...row,
  formName: row.formName ?? '',
  creatorUser: row.creatorUser ?? '',
  creatorTime: epoch(row.creatorTime),
  lastModifyTime: epoch(row.lastModifyTime),
});

/** Templates whose name or code contains the keyword, of one type or category, paged. */
export async function listTemplates(db: Db, query: TemplateQuery) {
  let base = listed(db);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    base = base.where((eb) =>
      eb.or([eb('printDev.fullName', 'ilike', pattern), eb('printDev.enCode', 'ilike', pattern)]),
    );
  }
  if (query.type !== undefined) base = base.where('printDev.type', '=', query.type);
  if (query.category) base = base.where('printDev.category', '=', query.category);
  const { limit, offset } = pageOf(query);
  const [{ total }, rows] = await Promise.all([
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    base
      .orderBy('printDev.sortCode')
      .orderBy('printDev.creatorTime', 'desc')
      .orderBy('printDev.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return { list: rows.map(shown), pagination: paginationOf(query, total) };
}

/** One template with its HTML and paper; 400 when there is none. */
export async function getTemplate(db: Db, id: string) {
  const row = await db.selectFrom('printDev').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('printDev.notFound'));
  return { ...row, creatorTime: epoch(row.creatorTime), lastModifyTime: epoch(row.lastModifyTime) };
}

/** The enabled templates, optionally of one type (1 flow, 2 function form), for a picker. */
export async function templateOptions(db: Db, type?: number, ids?: readonly string[]) {
  let query = db
    .selectFrom('printDev')
    .select(['id', 'fullName', 'enCode', 'category', 'type', 'formId'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('enCode');
  if (type !== undefined) query = query.where('type', '=', type);
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('id', 'in', [...ids]);
  }
  return query.execute();
}

async function checkTemplate(db: Db, input: TemplateInput): Promise<void> {
  checkRule('fullName', 'name', input.fullName.trim());
  checkRule('enCode', 'code', input.enCode);
  if (input.formId) {
    const design = await db
      .selectFrom('visualdev')
      .select('id')
      .where('id', '=', input.formId)
      .executeTakeFirst();
    if (!design) throw badField('formId', 'printDev.formMissing');
  }
}

const values = (input: TemplateInput) => ({
  fullName: input.fullName.trim(),
  enCode: input.enCode,
  category: input.category?.trim() ?? '',
  type: input.type ?? 2,
  formId: input.formId || null,
  printTemplate: input.printTemplate ?? '',
  pageParam: checkedPageParam(input.pageParam),
  sortCode: input.sortCode ?? 0,
  enabledMark: input.enabledMark ?? 1,
  description: input.description ?? '',
});

export async function createTemplate(db: Db, input: TemplateInput, userId: string): Promise<string> {
  const row = values(input);
  await checkTemplate(db, input);
  const id = randomUUID();
  await db
    .insertInto('printDev')
    .values({ id, ...row, creatorUserId: userId })
    .execute()
    .catch(codeTaken(input.enCode));
  return id;
}

/**
 * The form's fields; the HTML and the paper are kept when not sent, so the form and the editor
 * each save only what they show.
 */
export async function updateTemplate(
  db: Db,
  id: string,
  input: TemplateInput,
  userId: string,
): Promise<void> {
  const current = await getTemplate(db, id);
  const row = values({
    ...input,
    printTemplate: input.printTemplate ?? current.printTemplate,
    pageParam: input.pageParam ?? current.pageParam,
  });
  await checkTemplate(db, input);
  await db
    .updateTable('printDev')
    .set({ ...row, lastModifyUserId: userId, lastModifyTime: new Date() })
    .where('id', '=', id)
    .execute()
    .catch(codeTaken(input.enCode));
}

export async function deleteTemplate(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom('printDev').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw badRequest(t('printDev.notFound'));
}

/** Turns the template on or off; answers the new state. */
export async function toggleTemplate(db: Db, id: string, userId: string): Promise<number> {
  const current = await getTemplate(db, id);
  const enabledMark = current.enabledMark === 1 ? 0 : 1;
  await db
    .updateTable('printDev')
    .set({ enabledMark, lastModifyUserId: userId, lastModifyTime: new Date() })
    .where('id', '=', id)
    .execute();
  return enabledMark;
}

/**
 * A free code made from `base`: base, base.1, base.2 ... within the 50 characters a code may have;
 * the dot keeps it a code the 编码 rule takes, so the copy can be saved again as it is.
 */
async function freeCode(db: Db, base: string): Promise<string> {
  const codes = new Set(
    (
      await db
        .selectFrom('printDev')
        .select('enCode')
        .where('enCode', 'like', `${base.slice(0, 40)}%`)
        .execute()
    ).map((row) => row.enCode),
  );
  if (!codes.has(base)) return base;
  for (let n = 1; ; n++) {
    const code = `${base.slice(0, 50 - String(n).length - 1)}.${n}`;
    if (!codes.has(code)) return code;
  }
}

/** A copy named 名称副本, with a free code, disabled until it is checked. */
export async function copyTemplate(db: Db, id: string, userId: string): Promise<string> {
  const source = await getTemplate(db, id);
  const copyId = randomUUID();
  await db
    .insertInto('printDev')
    .values({
      id: copyId,
      fullName: `${source.fullName}${t('printDev.copySuffix')}`.slice(0, 50),
      enCode: await freeCode(db, `${source.enCode.slice(0, 40)}.copy`),
      category: source.category,
      type: source.type,
      formId: source.formId,
      printTemplate: source.printTemplate,
      pageParam: source.pageParam,
      sortCode: source.sortCode,
      enabledMark: 0,
      description: source.description,
      creatorUserId: userId,
    })
    .execute();
  return copyId;
}

/** What an exported file holds: the template as its form and editor save it. */
export const exportedFields = (row: Awaited<ReturnType<typeof getTemplate>>): TemplateInput => ({
  fullName: row.fullName,
  enCode: row.enCode,
  category: row.category,
  type: row.type,
  formId: row.formId,
  printTemplate: row.printTemplate,
  pageParam: row.pageParam,
  sortCode: row.sortCode,
  enabledMark: row.enabledMark,
  description: row.description,
});

/**
 * Creates a template from an exported file. A code in use is refused; a linked form that is not
 * here is dropped (the template is kept, its form to be chosen again).
 */
export async function importTemplate(db: Db, input: TemplateInput, userId: string): Promise<string> {
  const taken = await db
    .selectFrom('printDev')
    .select('id')
    .where('enCode', '=', input.enCode)
    .executeTakeFirst();
  if (taken) throw badField('enCode', 'common.codeExists', { enCode: input.enCode });
  let formId = input.formId ?? null;
  if (formId) {
    const design = await db.selectFrom('visualdev').select('id').where('id', '=', formId).executeTakeFirst();
    if (!design) formId = null;
  }
  return createTemplate(db, { ...input, formId }, userId);
}
