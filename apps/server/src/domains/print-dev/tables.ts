import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** A print template: HTML with {field} placeholders, filled from a record of the linked form. */
export interface PrintDevTable {
  id: string;
  fullName: string;
  enCode: string;
  category: Generated<string>;
  /** 1 flow form, 2 function form. */
  type: Generated<number>;
  /** The online-dev design whose records fill it. */
  formId: string | null;
  printTemplate: Generated<string>;
  /** JSON text: paper size, orientation and margins in mm. */
  pageParam: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorUserId: string | null;
  creatorTime: CreatedAt;
  lastModifyUserId: string | null;
  lastModifyTime: Date | null;
}

/** The tables this domain keeps, by their name in queries. */
export interface PrintDevTables {
  printDev: PrintDevTable;
}
