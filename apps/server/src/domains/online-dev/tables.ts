import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** One record of a released online-dev model: its values as jsonb keyed by vModel. */
export interface OnlineDevRecordTable {
  id: string;
  modelId: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  creatorUserId: string | null;
  creatorTime: CreatedAt;
  lastModifyUserId: string | null;
  lastModifyTime: Date | null;
}

/** The tables this domain keeps, by their name in queries. */
export interface OnlineDevTables {
  onlineDevRecord: OnlineDevRecordTable;
}
