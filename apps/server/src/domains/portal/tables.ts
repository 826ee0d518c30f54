import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/column-types.js';

/** A portal (门户): a dashboard of cards; formData is its portal schema as JSON text. */
export interface PortalTable {
  id: string;
  fullName: string;
  enCode: string;
  category: Generated<string>;
  /** 0 designed; JNPF's 1 (a configured address) is not kept. */
  type: Generated<number>;
  /** 1: users may not rearrange the cards. */
  enabledLock: Generated<number>;
  formData: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** The tables this domain keeps, by their name in queries. */
export interface PortalTables {
  portal: PortalTable;
}
