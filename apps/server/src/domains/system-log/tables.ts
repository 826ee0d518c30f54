import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/column-types.js';

/** A request (type 5) or a request that failed on the server (type 4). */
export interface SysLogTable {
  id: Generated<string>;
  type: number;
  userId: string | null;
  createdAt: CreatedAt;
  ipAddress: string;
  userAgent: string;
  requestMethod: string;
  requestUrl: string;
  statusCode: number;
  durationMs: number;
  detail: string;
}

/** The tables this domain keeps, by their name in queries. */
export interface SystemLogTables {
  sysLog: SysLogTable;
}
