import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/column-types.js';

/** A named list of codes; its items form a tree when isTree is 1. */
export interface DictionaryTypeTable {
  id: string;
  /** '0' at the root; otherwise the category type it is filed under. */
  parentId: Generated<string>;
  fullName: string;
  enCode: string;
  isTree: Generated<number>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

export interface DictionaryDataTable {
  id: string;
  dictionaryTypeId: string;
  /** '0' at the root of its type. */
  parentId: Generated<string>;
  fullName: string;
  enCode: string;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** The tables this domain keeps, by their name in queries. */
export interface DictionaryTables {
  dictionaryType: DictionaryTypeTable;
  dictionaryData: DictionaryDataTable;
}
