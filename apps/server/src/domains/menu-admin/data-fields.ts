import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { CONDITION_OPS } from '../authorization/index.js';
import { checkCodeFormat } from './menu-checks.js';
import { nextSortCode, resourceOwner, sameOwner, withStored } from './resource-owner.js';

/** The value types JNPF's field form offers. */
export const DATA_FIELD_TYPES = ['string', 'int', 'double', 'varchar', 'datetime', 'text', 'bigint'] as const;
/** What a condition on the field compares with: a typed value, or the reader's own user or unit id. */
export const CONDITION_TEXTS = ['text', '@userId', '@organizeId'] as const;

export interface DataFieldInput {
  moduleId: string;
  fullName: string;
  enCode: string;
  type?: string;
  /** The comparisons offered, joined by commas: ==, !=, >, >=, <, <=, like, in. */
  conditionSymbol?: string;
  conditionText?: string;
  bindTable?: string;
  fieldRule?: number;
  childTableKey?: string;
  description?: string;
  sortCode?: number;
}

const DEFAULTS = {
  type: 'string',
  conditionSymbol: '==',
  conditionText: 'text',
  bindTable: '',
  fieldRule: 0,
  childTableKey: '',
  description: '',
};

const OPS: ReadonlySet<string> = new Set(CONDITION_OPS);

const shown = <T extends { conditionSymbol: string }>(row: T) => ({
  ...row,
  conditionSymbolName: row.conditionSymbol,
});

export async function listDataFields(db: Db, moduleId: string) {
  const rows = await db
    .selectFrom('moduleDataAuthorize')
    .selectAll()
    .where('moduleId', '=', moduleId)
    .orderBy('sortCode')
    .orderBy('id')
    .execute();
  return rows.map(shown);
}

async function findDataField(db: Db, id: string) {
  const row = await db.selectFrom('moduleDataAuthorize').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('menuAdmin.fieldNotFound'));
  return row;
}

export const getDataField = async (db: Db, id: string) => shown(await findDataField(db, id));

async function checkedValues(trx: Db, input: Required<DataFieldInput>, storedCode?: string) {
  await resourceOwner(trx, input.moduleId);
  if (input.fullName.trim() === '') throw badField('fullName', 'validation.empty');
  checkCodeFormat('enCode', input.enCode, storedCode);
  const symbols = input.conditionSymbol
    .split(',')
    .map((symbol) => symbol.trim())
    .filter(Boolean);
  if (symbols.length === 0 || symbols.some((symbol) => !OPS.has(symbol)))
    throw badField('conditionSymbol', 'validation.oneOf', { values: CONDITION_OPS.join(', ') });
  if (input.fieldRule === 2 && input.childTableKey.trim() === '')
    throw badField('childTableKey', 'validation.required');
  return {
    moduleId: input.moduleId,
    fullName: input.fullName.trim(),
    enCode: input.enCode,
    type: input.type,
    conditionSymbol: [...new Set(symbols)].join(','),
    conditionText: input.conditionText,
    bindTable: input.bindTable.trim(),
    fieldRule: input.fieldRule,
    childTableKey: input.fieldRule === 2 ? input.childTableKey.trim() : '',
    description: input.description,
    sortCode: input.sortCode,
  };
}

export async function createDataField(db: Db, sent: DataFieldInput): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const sortCode = sent.sortCode ?? (await nextSortCode(trx, 'moduleDataAuthorize', sent.moduleId));
    const values = await checkedValues(trx, { ...DEFAULTS, ...sent, sortCode });
    await trx
      .insertInto('moduleDataAuthorize')
      .values({ id, ...values })
      .execute();
  });
  return id;
}

export async function updateDataField(db: Db, id: string, sent: DataFieldInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await findDataField(trx, id);
    sameOwner(sent.moduleId, stored.moduleId);
    const values = await checkedValues(trx, withStored(stored, sent), stored.enCode);
    await trx.updateTable('moduleDataAuthorize').set(values).where('id', '=', id).execute();
  });
}

/** Schemes keep the conditions written on a deleted field: they hold their own copy. */
export async function deleteDataField(db: Db, id: string): Promise<void> {
  await findDataField(db, id);
  await db.deleteFrom('moduleDataAuthorize').where('id', '=', id).execute();
}
