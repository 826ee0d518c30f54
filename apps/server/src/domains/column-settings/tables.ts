import type { UpdatedAt } from '../../db/column-types.js';

/** A user's column arrangement for one menu entry: JSON text of ColumnSetting[]. */
export interface UserColumnSettingTable {
  userId: string;
  moduleId: string;
  fieldList: string;
  lastModifyTime: UpdatedAt;
}

/** The tables this domain keeps, by their name in queries. */
export interface ColumnSettingsTables {
  userColumnSetting: UserColumnSettingTable;
}
