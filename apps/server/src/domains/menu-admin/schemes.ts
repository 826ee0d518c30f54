import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { builtInSchemeId, type DataSchemeKind, type ModuleDataScheme } from '../authorization/index.js';
import { checkConditions, conditionFieldsOf, conditionTextOf } from './conditions.js';
import { checkCodeFormat } from './menu-checks.js';
import { duplicateCodeOf, resourceOwner, sameOwner } from './resource-owner.js';

export interface SchemeInput {
  moduleId: string;
  fullName: string;
  enCode: string;
  /** Which records pass; left out: all when allData is 1, otherwise condition. */
  kind?: DataSchemeKind;
  /** JNPF's 全部数据 scheme sends allData 1 instead of a kind. */
  allData?: number;
  /** For kind condition: JSON text of DataConditionRow[]. */
  conditionJson?: string;
  sortCode?: number;
  enabledMark?: number;
}

const shown = (row: ModuleDataScheme) => ({
  ...row,
  allData: row.kind === 'all' ? 1 : 0,
  conditionText: row.kind === 'condition' ? conditionTextOf(row.conditionJson) : '',
});

export async function listSchemes(db: Db, moduleId: string) {
  const rows = await db
    .selectFrom('moduleDataScheme')
    .selectAll()
    .where('moduleId', '=', moduleId)
    .orderBy('sortCode')
    .orderBy('id')
    .execute();
  return rows.map(shown);
}

async function findScheme(db: Db, id: string): Promise<ModuleDataScheme> {
  const row = await db.selectFrom('moduleDataScheme').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(t('menuAdmin.schemeNotFound'));
  return row;
}

export const getScheme = async (db: Db, id: string) => shown(await findScheme(db, id));

/** The values to store, or a 400 naming the field; the entry's other schemes' codes are taken. */
async function checkedValues(trx: Db, input: SchemeInput, kind: DataSchemeKind, stored?: ModuleDataScheme) {
  await resourceOwner(trx, input.moduleId);
  if (input.fullName.trim() === '') throw badField('fullName', 'validation.empty');
  checkCodeFormat('enCode', input.enCode, stored?.enCode);
  const taken = await trx
    .selectFrom('moduleDataScheme')
    .select('id')
    .where('moduleId', '=', input.moduleId)
    .where('enCode', '=', input.enCode)
    .where('id', '<>', stored?.id ?? '')
    .executeTakeFirst();
  if (taken) throw badField('enCode', 'common.codeExists', { enCode: input.enCode });
  const conditionJson =
    kind === 'condition'
      ? checkConditions(input.conditionJson ?? '', await conditionFieldsOf(trx, input.moduleId))
      : '[]';
  return {
    moduleId: input.moduleId,
    fullName: input.fullName.trim(),
    enCode: input.enCode,
    kind,
    conditionJson,
    sortCode: input.sortCode ?? stored?.sortCode ?? 0,
    enabledMark: input.enabledMark ?? stored?.enabledMark ?? 1,
  };
}

const kindOf = (input: SchemeInput): DataSchemeKind =>
  input.kind ?? (input.allData === 1 ? 'all' : 'condition');

export async function createScheme(db: Db, input: SchemeInput): Promise<string> {
  const id = randomUUID();
  await db
    .transaction()
    .execute(async (trx) => {
      const values = await checkedValues(trx, input, kindOf(input));
      await trx
        .insertInto('moduleDataScheme')
        .values({ id, ...values })
        .execute();
    })
    .catch(duplicateCodeOf('enCode', input.enCode));
  return id;
}

/**
 * A kind or condition left out keeps what the scheme has. A built-in scheme (all, own, the
 * department ones) is found by its kind in its id, so its kind stays.
 */
export async function updateScheme(db: Db, id: string, input: SchemeInput): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      const stored = await findScheme(trx, id);
      sameOwner(input.moduleId, stored.moduleId);
      const kind = input.kind ?? (input.allData === 1 ? 'all' : stored.kind);
      if (kind !== stored.kind && id === builtInSchemeId(stored.moduleId, stored.kind))
        throw badField('kind', 'menuAdmin.builtInKind');
      const sent = { ...input, conditionJson: input.conditionJson ?? stored.conditionJson };
      const values = await checkedValues(trx, sent, kind, stored);
      await trx.updateTable('moduleDataScheme').set(values).where('id', '=', id).execute();
    })
    .catch(duplicateCodeOf('enCode', input.enCode));
}

/** Deletes a scheme and in the same transaction every grant of it. */
export async function deleteScheme(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findScheme(trx, id);
    await trx.deleteFrom('authorize').where('itemType', '=', 'dataScheme').where('itemId', '=', id).execute();
    await trx.deleteFrom('moduleDataScheme').where('id', '=', id).execute();
  });
}
