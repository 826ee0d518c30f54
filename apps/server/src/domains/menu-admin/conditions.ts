import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { parseJsonText } from '../../http/json-text.js';
import { CONDITION_OPS, type DataConditionRow } from '../authorization/index.js';

const OPS: ReadonlySet<string> = new Set(CONDITION_OPS);
export const MAX_CONDITIONS = 50;

/**
 * The fields an entry's conditions may be written on: its form fields and its data permission
 * fields. Not a sub-table's columns (rule 2): a record holds no single value of one to compare.
 */
export async function conditionFieldsOf(trx: Db, moduleId: string): Promise<Set<string>> {
  const [forms, fields] = await Promise.all([
    trx
      .selectFrom('moduleForm')
      .select('enCode')
      .where('moduleId', '=', moduleId)
      .where('fieldRule', '<>', 2)
      .execute(),
    trx.selectFrom('moduleDataAuthorize').select('enCode').where('moduleId', '=', moduleId).execute(),
  ]);
  return new Set([...forms, ...fields].map((row) => row.enCode));
}

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** One row, or a 400 naming it by its place: conditionJson.2.field. */
function checkRow(row: unknown, index: number, fields: ReadonlySet<string>): DataConditionRow {
  const at = `conditionJson.${index}`;
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    throw badRequest(`${at}: ${t('menuAdmin.conditionShape')}`);
  const { field, op } = row as Record<string, unknown>;
  if (typeof field !== 'string' || !fields.has(field))
    throw badField(`${at}.field`, 'menuAdmin.conditionField', { field: String(field ?? '') });
  if (typeof op !== 'string' || !OPS.has(op))
    throw badField(`${at}.op`, 'validation.oneOf', { values: CONDITION_OPS.join(', ') });
  if (!Object.hasOwn(row, 'value')) throw badField(`${at}.value`, 'validation.required');
  const { value } = row as { value: unknown };
  if (op === 'in' ? !Array.isArray(value) || !value.every(isScalar) : !isScalar(value))
    throw badField(`${at}.value`, op === 'in' ? 'validation.array' : 'validation.invalid');
  return { field, op: op as DataConditionRow['op'], value };
}

/**
 * A condition scheme's conditionJson, checked and written again as the stored shape: a non-empty
 * list of {field, op, value} on fields of the entry (an empty list would let every record through).
 */
export function checkConditions(text: string, fields: ReadonlySet<string>): string {
  const rows = parseJsonText('conditionJson', text);
  if (!Array.isArray(rows)) throw badField('conditionJson', 'validation.array');
  if (rows.length === 0) throw badField('conditionJson', 'menuAdmin.conditionsRequired');
  if (rows.length > MAX_CONDITIONS)
    throw badField('conditionJson', 'validation.maxItems', { limit: MAX_CONDITIONS });
  return JSON.stringify(rows.map((row, index) => checkRow(row, index, fields)));
}

/** The conditions as one line of text, for the scheme list: `status == "open" and owner == "@userId"`. */
export function conditionTextOf(text: string): string {
  try {
    const rows = JSON.parse(text) as DataConditionRow[];
    return Array.isArray(rows)
      ? rows.map((row) => `${row.field} ${row.op} ${JSON.stringify(row.value)}`).join(' and ')
      : '';
  } catch {
    return '';
  }
}
