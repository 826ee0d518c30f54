import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import { AppError, badField } from '../../http/envelope.js';
import { type FileStore, findFile } from '../file/index.js';
import type { SheetRow } from './excel-columns.js';
import { userInputOf } from './excel-rows.js';
import { readSheet } from './excel-sheets.js';
import type { References } from './references.js';
import { type PreparedUser, prepareUser } from './user-checks.js';
import { initialPasswordHash, insertUser } from './write.js';

/** The file type uploads of user sheets are stored as. */
export const IMPORT_FILE_TYPE = 'userImport';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The rows of a sheet the caller uploaded for import; someone else's upload is as good as missing. */
export async function uploadedRows(db: Db, store: FileStore, fileName: string, callerId: string) {
  const file = await findFile(db, IMPORT_FILE_TYPE, fileName);
  if (!file || file.creatorUserId !== callerId) throw badField('fileName', 'file.missing');
  const content = await store.readContent(file.md5);
  if (!content) throw badField('fileName', 'file.missing');
  return readSheet('fileName', await bytesOf(content.stream));
}

/** Checks one row as a new user; a second row with an account already seen in the file is refused. */
async function checkRow(
  db: Db,
  refs: References,
  row: SheetRow,
  callerId: string,
  seen: Set<string>,
): Promise<PreparedUser> {
  const input = await userInputOf(db, refs, row);
  const account = input.account.toLowerCase();
  if (seen.has(account))
    throw badField('account', 'permissionUser.repeatedAccount', { account: input.account });
  seen.add(account);
  return prepareUser(db, refs, input, { callerId });
}

/** What a row's refusal says; anything but a refusal is a fault and goes up. */
function refusal(error: unknown): string {
  if (error instanceof AppError && error.code === 400) return error.message;
  throw error;
}

/** Every row with what is wrong with it (errorsInfo empty when nothing is); nothing is written. */
export async function previewRows(db: Db, refs: References, rows: SheetRow[], callerId: string) {
  const seen = new Set<string>();
  const checked: SheetRow[] = [];
  for (const { errorsInfo: _, ...row } of rows) {
    const problems = await checkRow(db, refs, row, callerId, seen).then(
      () => '',
      (error: unknown) => refusal(error),
    );
    checked.push({ ...row, errorsInfo: problems });
  }
  return checked;
}

export interface ImportResult {
  snum: number;
  fnum: number;
  /** 0 every row imported, 1 some refused. */
  resultType: 0 | 1;
  failResult: SheetRow[];
}

/**
 * Creates a user of each row that passes every check, each row in a transaction of its own: a
 * refused row writes nothing and the others still go in. New users get the initial password.
 */
export async function importRows(
  db: Db,
  refs: References,
  rows: SheetRow[],
  callerId: string,
): Promise<ImportResult> {
  const passwordHash = await initialPasswordHash();
  const seen = new Set<string>();
  const failResult: SheetRow[] = [];
  let snum = 0;
  for (const { errorsInfo: _, ...row } of rows) {
    try {
      await insertUser(db, await checkRow(db, refs, row, callerId, seen), passwordHash);
      snum += 1;
    } catch (error) {
      failResult.push({ ...row, errorsInfo: refusal(error) });
    }
  }
  return { snum, fnum: failResult.length, resultType: failResult.length ? 1 : 0, failResult };
}
