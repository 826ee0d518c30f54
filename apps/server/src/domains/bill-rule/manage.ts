import { BILL_DATE_FORMATS, billNumberExample } from '@formwork/schema';
import { sql } from 'kysely';
import { checkRule, ENTRY_TAIL, type EntryInput, entryValues } from '../../crud/entry.js';
import { codedWrites } from '../../crud/entry-writes.js';
import { keywordPage, NAME_AND_CODE, whereContains } from '../../crud/keyword-page.js';
import type { Paging } from '../../crud/paging.js';
import { stamped } from '../../crud/times.js';
import { checkCodeFree, codeTaken } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';

/** What the 单据规则 form sets; the counter (thisNumber, datePart, outputNumber) is the server's. */
export interface BillRuleInput extends EntryInput {
  category?: string;
  prefix?: string;
  dateFormat: string;
  digit: number;
  startNumber: number;
  suffix?: string;
}

/** The fields that shape the numbers: fixed once a number has been issued, so none comes twice. */
export const FORMAT_FIELDS = ['prefix', 'dateFormat', 'digit', 'startNumber', 'suffix'] as const;

const COLUMNS = [
  'id',
  'fullName',
  'enCode',
  'category',
  'prefix',
  'dateFormat',
  'digit',
  'startNumber',
  'suffix',
  'example',
  'thisNumber',
  'outputNumber',
  ...ENTRY_TAIL,
] as const;

const rules = (db: Db) => db.selectFrom('billRule').select(COLUMNS);
type RuleRow = Awaited<ReturnType<ReturnType<typeof rules>['execute']>>[number];

/** A rule as the screen shows it; currentNumber is the last number issued (JNPF's 当前流水号). */
const shown = (row: RuleRow) => ({ ...stamped(row), currentNumber: row.outputNumber });

/** Rules whose name or code contains the keyword, paged, in their order. */
export function listBillRules(db: Db, query: Paging) {
  return keywordPage(db.selectFrom('billRule'), query, {
    rows: (found) => found.select(COLUMNS).orderBy('sortCode').orderBy('enCode'),
    show: (rows) => rows.map(shown),
  });
}

export async function getBillRule(db: Db, id: string) {
  const row = await rules(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('billRule.notFound'));
  return shown(row);
}

async function checkBillRule(db: Db, input: BillRuleInput, selfId?: string): Promise<void> {
  checkRule('fullName', 'name', input.fullName.trim());
  checkRule('enCode', 'code', input.enCode);
  if (!(BILL_DATE_FORMATS as readonly string[]).includes(input.dateFormat))
    throw badField('dateFormat', 'validation.oneOf', { values: BILL_DATE_FORMATS.join(', ') });
  await checkCodeFree(db, 'billRule', input.enCode, selfId);
}

/** The stored values of the form's fields; the example is the first number at this moment. */
const values = (input: BillRuleInput) => {
  const format = {
    prefix: input.prefix ?? '',
    dateFormat: input.dateFormat,
    digit: input.digit,
    startNumber: input.startNumber,
    suffix: input.suffix ?? '',
  };
  return {
    ...entryValues(input),
    ...format,
    category: input.category ?? '',
    example: billNumberExample(format),
  };
};

/** A new rule; changing one keeps its counter (below), so only the writing of a new one is shared. */
export const { create: createBillRule } = codedWrites({
  table: 'billRule',
  find: getBillRule,
  check: checkBillRule,
  values,
});

/**
 * Updates the form's fields and never the counter, so numbers drawn meanwhile go on where they
 * were. Once a number was issued the format may not change (a new prefix or a lower start could
 * issue a number again); the check sits in the UPDATE itself, so a number drawn between a read
 * and the write cannot slip past it.
 */
export async function updateBillRule(db: Db, id: string, input: BillRuleInput): Promise<void> {
  await getBillRule(db, id);
  await checkBillRule(db, input, id);
  const next = values(input);
  const result = await db
    .updateTable('billRule')
    .set({ ...next, lastModifyTime: new Date() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('outputNumber', '=', ''), eb.and(FORMAT_FIELDS.map((field) => eb(field, '=', next[field])))]),
    )
    .executeTakeFirst()
    .catch(codeTaken(input.enCode));
  if (Number(result.numUpdatedRows) === 0) {
    const stored = await getBillRule(db, id);
    const changed = FORMAT_FIELDS.find((field) => stored[field] !== next[field]) ?? 'id';
    throw badField(changed, 'billRule.formatLocked');
  }
}

/** A rule that issued numbers is kept, as JNPF keeps it: records hold its numbers. */
export async function deleteBillRule(db: Db, id: string): Promise<void> {
  await getBillRule(db, id);
  const result = await db
    .deleteFrom('billRule')
    .where('id', '=', id)
    .where('outputNumber', '=', '')
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw badField('id', 'billRule.used');
}

export async function toggleBillRule(db: Db, id: string): Promise<number> {
  await getBillRule(db, id);
  const { enabledMark } = await db
    .updateTable('billRule')
    .set({ enabledMark: sql<number>`1 - enabled_mark`, lastModifyTime: new Date() })
    .where('id', '=', id)
    .returning('enabledMark')
    .executeTakeFirstOrThrow();
  return enabledMark;
}

/** What an export file holds: the rule's own fields, never its counter. */
export const EXPORTED = [
  'fullName',
  'enCode',
  'category',
  ...FORMAT_FIELDS,
  'sortCode',
  'enabledMark',
  'description',
] as const;

export async function exportedRule(db: Db, id: string) {
  const rule = await getBillRule(db, id);
  return Object.fromEntries(EXPORTED.map((field) => [field, rule[field]])) as Pick<
    typeof rule,
    (typeof EXPORTED)[number]
  >;
}

/** An exported rule comes back as a new rule with a fresh counter; its code must be free. */
export const importBillRule = (db: Db, input: BillRuleInput) => createBillRule(db, input);

export interface BillRuleOption {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
}

/** The enabled rules whose name or code contains the keyword, in their order. */
export function billRuleOptions(db: Db, keyword = ''): Promise<BillRuleOption[]> {
  const enabled = db
    .selectFrom('billRule')
    .select(['id', 'fullName', 'enCode', 'category'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('enCode');
  return whereContains(enabled, NAME_AND_CODE, keyword).execute();
}
