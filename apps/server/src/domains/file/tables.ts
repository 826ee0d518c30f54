import type { Selectable } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** One upload: its server-made name, the content it shares by md5, and who uploaded it. */
export interface FileObjectTable {
  name: string;
  versionId: string;
  type: string;
  md5: string;
  size: number;
  extension: string;
  fileName: string;
  contentType: string;
  creatorUserId: string;
  creatorTime: CreatedAt;
}

export type FileObject = Selectable<FileObjectTable>;

/** The tables this domain keeps, by their name in queries. */
export interface FileTables {
  fileObject: FileObjectTable;
}
