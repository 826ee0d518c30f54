import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/column-types.js';

/** A numbering rule; dateFormat 'no' or a run of YYYY MM DD HH mm ss SSS. */
export interface BillRuleTable {
  id: string;
  fullName: string;
  enCode: string;
  category: Generated<string>;
  prefix: Generated<string>;
  dateFormat: Generated<string>;
  digit: Generated<number>;
  startNumber: Generated<number>;
  suffix: Generated<string>;
  example: Generated<string>;
  /** The counter's state: the date part of the last number and how many were issued under it. */
  datePart: Generated<string>;
  thisNumber: Generated<number>;
  outputNumber: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** The tables this domain keeps, by their name in queries. */
export interface BillRuleTables {
  billRule: BillRuleTable;
}
