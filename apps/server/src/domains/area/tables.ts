import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/column-types.js';

/** A province, city or district; the id is its GB/T 2260 code. */
export interface AreaTable {
  id: string;
  /** '-1' above the provinces. */
  parentId: string;
  fullName: string;
  enCode: string;
  /** 1 province, 2 city, 3 district. */
  level: number;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** The tables this domain keeps, by their name in queries. */
export interface AreaTables {
  area: AreaTable;
}
