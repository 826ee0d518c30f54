import { randomUUID } from 'node:crypto';
import type { Static } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { codeExists, codeTaken } from '../../crud/unique-code.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest } from '../../http/envelope.js';
import { namedRuleProblem } from '../../http/i18n/index.js';
import { findType } from './items.js';
import { ROOT } from './tree.js';

const Flag = Type.Integer({ enum: [0, 1] });
const Sort = Type.Integer({ minimum: 0, maximum: 999_999 });
const Name = Type.String({ minLength: 1, maxLength: 50 });
const Text = Type.String({ maxLength: 500 });
const FileId = Type.String({ minLength: 1, maxLength: 100 });

/**
 * An export file: the type and its items, disabled ones too. Items keep their ids in the file
 * only so that parentId can name another item of it; the import gives every item a new id.
 */
export const DictionaryFile = Type.Object(
  {
    parentId: Type.Optional(FileId),
    fullName: Name,
    enCode: Name,
    isTree: Flag,
    sortCode: Type.Optional(Sort),
    enabledMark: Type.Optional(Flag),
    description: Type.Optional(Text),
    list: Type.Array(
      Type.Object(
        {
          id: FileId,
          parentId: FileId,
          fullName: Name,
          enCode: Name,
          sortCode: Type.Optional(Sort),
          enabledMark: Type.Optional(Flag),
          description: Type.Optional(Text),
        },
        { additionalProperties: false },
      ),
      { maxItems: 5000 },
    ),
  },
  { additionalProperties: false },
);
export type DictionaryFile = Static<typeof DictionaryFile>;

export async function exportedDictionary(db: Db, typeKey: string): Promise<DictionaryFile> {
  const { id } = await findType(db, typeKey);
  const type = await db
    .selectFrom('dictionaryType')
    .select(['parentId', 'fullName', 'enCode', 'isTree', 'sortCode', 'enabledMark', 'description'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const list = await db
    .selectFrom('dictionaryData')
    .select(['id', 'parentId', 'fullName', 'enCode', 'sortCode', 'enabledMark', 'description'])
    .where('dictionaryTypeId', '=', id)
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  return { ...type, list };
}

/** Everything the import would refuse, found before anything is written; the 400 names where. */
function checkFile(file: DictionaryFile): void {
  const codeProblem = namedRuleProblem('code', file.enCode);
  if (codeProblem) throw badRequest(`file.enCode: ${codeProblem}`);
  const parents = new Map(file.list.map((item) => [item.id, item.parentId]));
  const seen = new Set<string>();
  const codes = new Set<string>();
  const names = new Set<string>();
  for (const [index, item] of file.list.entries()) {
    const at = `file.list.${index}`;
    if (seen.has(item.id)) throw badField(`${at}.id`, 'dictionary.codeTwice', { enCode: item.id });
    seen.add(item.id);
    const problem = namedRuleProblem('code', item.enCode);
    if (problem) throw badRequest(`${at}.enCode: ${problem}`);
    if (codes.has(item.enCode))
      throw badField(`${at}.enCode`, 'dictionary.codeTwice', { enCode: item.enCode });
    codes.add(item.enCode);
    const name = item.fullName.trim();
    if (names.has(name)) throw badField(`${at}.fullName`, 'dictionary.nameExists', { name });
    names.add(name);
    if (item.parentId === ROOT) continue;
    if (file.isTree !== 1) throw badField(`${at}.parentId`, 'dictionary.notTree');
    if (!parents.has(item.parentId))
      throw badField(`${at}.parentId`, 'dictionary.parentMissing', { parentId: item.parentId });
    // Walking up must reach the top within as many steps as there are items, or it is a cycle.
    let up = item.parentId;
    for (let steps = 0; up !== ROOT; steps++) {
      if (up === item.id || steps > file.list.length)
        throw badField(`${at}.parentId`, 'dictionary.parentIsOwnDescendant');
      up = parents.get(up) ?? ROOT;
    }
  }
}

/**
 * Creates the type of an export file with its items, or nothing: a type code already taken (or
 * a file whose items collide among themselves) is refused. The type goes under its category
 * when this installation has it, at the top otherwise.
 */
export async function importDictionary(db: Db, file: DictionaryFile): Promise<string> {
  checkFile(file);
  const taken = await db
    .selectFrom('dictionaryType')
    .select('id')
    .where('enCode', '=', file.enCode)
    .executeTakeFirst();
  if (taken) throw codeExists(file.enCode, 'file.enCode');
  const typeId = randomUUID();
  const newIds = new Map(file.list.map((item) => [item.id, randomUUID()]));
  await db
    .transaction()
    .execute(async (trx) => {
      const parent = file.parentId
        ? await trx
            .selectFrom('dictionaryType')
            .select('id')
            .where('id', '=', file.parentId)
            .executeTakeFirst()
        : undefined;
      await trx
        .insertInto('dictionaryType')
        .values({
          id: typeId,
          parentId: parent?.id ?? ROOT,
          fullName: file.fullName.trim(),
          enCode: file.enCode,
          isTree: file.isTree,
          sortCode: file.sortCode ?? 0,
          enabledMark: file.enabledMark ?? 1,
          description: file.description ?? '',
        })
        .execute();
      if (file.list.length === 0) return;
      await trx
        .insertInto('dictionaryData')
        .values(
          file.list.map((item) => ({
            id: newIds.get(item.id) as string,
            dictionaryTypeId: typeId,
            parentId: item.parentId === ROOT ? ROOT : (newIds.get(item.parentId) as string),
            fullName: item.fullName.trim(),
            enCode: item.enCode,
            sortCode: item.sortCode ?? 0,
            enabledMark: item.enabledMark ?? 1,
            description: item.description ?? '',
          })),
        )
        .execute();
    })
    .catch(codeTaken(file.enCode, 'file.enCode'));
  return typeId;
}
