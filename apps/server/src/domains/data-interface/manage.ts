import { randomUUID } from 'node:crypto';
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { parseParameters } from './parameters.js';
import { ALLOWED_HOSTS, HTTP_KIND, loadInterface, parseHeaders, SQL_KIND, STATIC_JSON } from './run.js';
import type { InterfaceBody } from './schemas.js';
import { bindPlaceholders } from './sql-kind.js';
import { oneSelect } from './sql-statement.js';

export type InterfaceInput = Static<typeof InterfaceBody>;

/** JSON.parse's complaint carries the position ("... at position 12"); it is passed on. */
function checkJson(text: string): void {
  try {
    JSON.parse(text);
  } catch (error) {
    throw badField('query', 'dataInterface.badJsonAt', { reason: (error as Error).message.slice(0, 300) });
  }
}

/** The stored row of a checked input: 400 naming the field that is wrong, nothing written. */
export function checkedValues(input: InterfaceInput) {
  const query = input.query ?? '';
  const path = (input.path ?? '').trim();
  const asText = (value: string | unknown[] | undefined) =>
    (typeof value === 'string' ? value.trim() : JSON.stringify(value ?? [])) || '[]';
  const requestParameters = asText(input.requestParameters);
  const requestHeaders = asText(input.requestHeaders);
  const parameters = parseParameters(requestParameters);
  parseHeaders(requestHeaders);
  if (input.dataType === STATIC_JSON) checkJson(query);
  if (input.dataType === 1 && !query.trim()) throw badField('query', 'validation.required');
  if (input.dataType === HTTP_KIND) {
    let url: URL | undefined;
    try {
      url = new URL(path);
    } catch {
      url = undefined;
    }
    if (!url) throw badField('path', 'dataInterface.httpBadUrl');
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw badField('path', 'dataInterface.httpScheme');
  }
  return {
    fullName: input.fullName.trim(),
    enCode: input.enCode.trim(),
    categoryId: input.categoryId ?? '',
    dataType: input.dataType,
    requestMethod: input.dataType === HTTP_KIND ? input.requestMethod || 'GET' : 'GET',
    path: input.dataType === HTTP_KIND ? path : '',
    query,
    requestParameters: JSON.stringify(parameters),
    requestHeaders: JSON.stringify(
      Object.entries(parseHeaders(requestHeaders)).map(([field, defaultValue]) => ({ field, defaultValue })),
    ),
    checkType: input.checkType ?? 0,
    sortCode: input.sortCode ?? 0,
    enabledMark: input.enabledMark ?? 1,
    description: input.description ?? '',
    propertyJson: input.propertyJson ?? '',
  };
}

/** checkedValues, and an SQL query that is one SELECT once its placeholders are bound as at run time. */
async function checkedInput(input: InterfaceInput) {
  const values = checkedValues(input);
  if (values.dataType === SQL_KIND)
    await oneSelect(bindPlaceholders(values.query, parseParameters(values.requestParameters)));
  return values;
}

async function codeFree(db: Db, enCode: string, except?: string): Promise<void> {
  let query = db.selectFrom('dataInterface').select('id').where('enCode', '=', enCode);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw badField('enCode', 'common.codeExists', { enCode });
}

export async function createInterface(db: Db, input: InterfaceInput, userId: string): Promise<string> {
  const values = await checkedInput(input);
  await codeFree(db, values.enCode);
  const id = randomUUID();
  await db
    .insertInto('dataInterface')
    .values({ id, ...values, creatorUserId: userId, lastModifyUserId: userId })
    .execute();
  return id;
}

export async function updateInterface(
  db: Db,
  id: string,
  input: InterfaceInput,
  userId: string,
): Promise<void> {
  await loadInterface(db, id, true);
  const values = await checkedInput(input);
  await codeFree(db, values.enCode, id);
  await db
    .updateTable('dataInterface')
    .set({ ...values, lastModifyUserId: userId, lastModifyTime: new Date() })
    .where('id', '=', id)
    .execute();
}

/** A copy under a fresh code (副本 and a stamp), disabled until the administrator enables it. */
export async function copyInterface(db: Db, id: string, userId: string): Promise<string> {
  const entry = await loadInterface(db, id, true);
  const stamp = Date.now().toString(36);
  const copyId = randomUUID();
  const { id: _id, creatorTime: _c, lastModifyTime: _m, ...rest } = entry;
  await db
    .insertInto('dataInterface')
    .values({
      ...rest,
      id: copyId,
      fullName: `${entry.fullName}.副本${stamp}`.slice(0, 100),
      enCode: `${entry.enCode}${stamp}`.slice(0, 100),
      enabledMark: 0,
      creatorUserId: userId,
      lastModifyUserId: userId,
    })
    .execute();
  return copyId;
}

/** The fields an export carries and an import takes. */
export const EXPORTED = [
  'fullName',
  'enCode',
  'categoryId',
  'dataType',
  'requestMethod',
  'path',
  'query',
  'requestParameters',
  'requestHeaders',
  'checkType',
  'sortCode',
  'enabledMark',
  'description',
  'propertyJson',
] as const;

/**
 * Adds an exported interface: its fields checked like a form's; a code already taken gets a
 * stamp added, so an import never overwrites an interface.
 */
export async function importInterface(db: Db, file: unknown, userId: string): Promise<string> {
  if (typeof file !== 'object' || file === null || Array.isArray(file))
    throw badField('file', 'dataInterface.badImport');
  const source = file as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const key of EXPORTED) if (Object.hasOwn(source, key)) input[key] = source[key];
  const text = (key: string, max: number) =>
    typeof input[key] === 'string' ? (input[key] as string).slice(0, max) : undefined;
  const int = (key: string) => (Number.isInteger(input[key]) ? (input[key] as number) : undefined);
  const fullName = text('fullName', 100);
  const enCode = text('enCode', 100);
  const dataType = int('dataType');
  if (
    !fullName ||
    !enCode ||
    !/^[A-Za-z][A-Za-z0-9_.-]*$/.test(enCode) ||
    ![1, 2, 3].includes(dataType ?? 0)
  ) {
    throw badField('file', 'dataInterface.badImport');
  }
  const taken = await db
    .selectFrom('dataInterface')
    .select('id')
    .where('enCode', '=', enCode)
    .executeTakeFirst();
  const method = text('requestMethod', 10);
  return createInterface(
    db,
    {
      fullName,
      enCode: taken ? `${enCode}${Date.now().toString(36)}`.slice(0, 100) : enCode,
      categoryId: text('categoryId', 100),
      dataType: dataType ?? STATIC_JSON,
      requestMethod: method === 'POST' ? 'POST' : 'GET',
      path: text('path', 2000),
      query: text('query', 1_000_000),
      requestParameters: text('requestParameters', 100_000),
      requestHeaders: text('requestHeaders', 100_000),
      checkType: Math.min(Math.max(int('checkType') ?? 0, 0), 9),
      sortCode: Math.min(Math.max(int('sortCode') ?? 0, 0), 999_999),
      enabledMark: int('enabledMark') === 0 ? 0 : 1,
      description: text('description', 2000),
      propertyJson: text('propertyJson', 100_000),
    },
    userId,
  );
}

/** An interface goes with its call log. */
export async function deleteInterface(db: Db, id: string): Promise<void> {
  const entry = await loadInterface(db, id, true);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('dataInterfaceLog').where('interfaceId', '=', entry.id).execute();
    await trx.deleteFrom('dataInterface').where('id', '=', entry.id).execute();
  });
}

/** Enabled becomes disabled and back; answers the new mark. */
export async function toggleInterface(db: Db, id: string): Promise<number> {
  const entry = await loadInterface(db, id, true);
  const enabledMark = entry.enabledMark === 1 ? 0 : 1;
  await db.updateTable('dataInterface').set({ enabledMark }).where('id', '=', entry.id).execute();
  return enabledMark;
}

/** The categories (dictionary DataInterfaceType) and the enabled interfaces, for the selector. */
export async function selectorChoices(db: Db) {
  const [categories, entries] = await Promise.all([
    db
      .selectFrom('dictionaryData')
      .innerJoin('dictionaryType', 'dictionaryType.id', 'dictionaryData.dictionaryTypeId')
      .select(['dictionaryData.id', 'dictionaryData.fullName'])
      .where('dictionaryType.enCode', '=', 'DataInterfaceType')
      .orderBy('dictionaryData.sortCode')
      .execute(),
    db
      .selectFrom('dataInterface')
      .select(['id', 'fullName', 'enCode', 'categoryId', 'dataType'])
      .where('enabledMark', '=', 1)
      .orderBy('sortCode')
      .orderBy('enCode')
      .execute(),
  ]);
  return { categories, entries };
}

/** The host names HTTP interfaces may reach on private addresses, replacing those stored. */
export async function saveAllowedHosts(db: Db, hosts: readonly string[]): Promise<void> {
  const value = JSON.stringify(hosts);
  await db
    .insertInto('dataInterfaceSetting')
    .values({ key: ALLOWED_HOSTS, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
