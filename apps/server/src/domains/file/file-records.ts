import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { FileObject } from './tables.js';

/** What merge and Uploader answer (JNPF's wire shape: name, url, fileSize, fileExtension, fileVersionId); `name` is what records keep as fileId. */
export interface StoredFileAnswer {
  name: string;
  url: string;
  fileSize: number;
  fileExtension: string;
  fileVersionId: string;
}

export const imageUrl = (type: string, name: string) => `/api/file/Image/${type}/${name}`;

export async function recordFile(
  db: Db,
  file: Omit<FileObject, 'versionId' | 'creatorTime'>,
): Promise<StoredFileAnswer> {
  const versionId = randomUUID();
  await db
    .insertInto('fileObject')
    .values({ ...file, versionId })
    .execute();
  return {
    name: file.name,
    url: imageUrl(file.type, file.name),
    fileSize: file.size,
    fileExtension: file.extension,
    fileVersionId: versionId,
  };
}

export function findFile(db: Db, type: string, name: string): Promise<FileObject | undefined> {
  return db
    .selectFrom('fileObject')
    .selectAll()
    .where('name', '=', name)
    .where('type', '=', type)
    .executeTakeFirst();
}

export function findFileByName(db: Db, name: string): Promise<FileObject | undefined> {
  return db.selectFrom('fileObject').selectAll().where('name', '=', name).executeTakeFirst();
}

/**
 * Whether the user has uploaded content with this md5 and size before. Only then may an upload
 * finish without its bytes (instant upload): an md5 alone proves nothing, and anyone who learnt a
 * document's md5 could otherwise claim it and download it.
 */
export async function hasUploadedContent(
  db: Db,
  userId: string,
  md5: string,
  size?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('fileObject')
    .select('name')
    .where('md5', '=', md5)
    .where('creatorUserId', '=', userId);
  if (size !== undefined) query = query.where('size', '=', size);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
