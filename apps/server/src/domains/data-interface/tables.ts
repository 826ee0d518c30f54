import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/column-types.js';

/** A named source of rows; data_type 2 answers its query text, static JSON, as it is. */
export interface DataInterfaceTable {
  id: string;
  category: Generated<string>;
  fullName: string;
  enCode: string;
  /** 1 SQL, 2 static JSON, 3 HTTP. */
  dataType: Generated<number>;
  query: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  description: Generated<string>;
  /** A DataInterfaceType dictionary item. */
  categoryId: Generated<string>;
  /** HTTP: GET or POST. */
  requestMethod: Generated<string>;
  /** HTTP: the URL. */
  path: Generated<string>;
  /** JSON text of [{field, fieldName, dataType, required, defaultValue}]. */
  requestParameters: Generated<string>;
  /** HTTP: JSON text of [{field, defaultValue}]. */
  requestHeaders: Generated<string>;
  checkType: Generated<number>;
  propertyJson: Generated<string>;
  creatorUserId: Generated<string>;
  lastModifyUserId: Generated<string>;
  creatorTime: CreatedAt;
  lastModifyTime: UpdatedAt;
}

/** One call of a data interface: who, when, how long, and whether it answered. */
export interface DataInterfaceLogTable {
  id: string;
  interfaceId: string;
  userId: Generated<string>;
  invokTime: Generated<Date>;
  invokIp: Generated<string>;
  invokDevice: Generated<string>;
  invokType: Generated<string>;
  /** Milliseconds. */
  invokWasteTime: Generated<number>;
  /** 1 answered, 0 failed. */
  success: Generated<number>;
  message: Generated<string>;
}

export interface DataInterfaceSettingTable {
  key: string;
  value: Generated<string>;
}

/** The tables this domain keeps, by their name in queries. */
export interface DataInterfaceTables {
  dataInterface: DataInterfaceTable;
  dataInterfaceLog: DataInterfaceLogTable;
  dataInterfaceSetting: DataInterfaceSettingTable;
}
