export interface SysConfigTable {
  key: string;
  value: string;
}

/** The tables this domain keeps, by their name in queries. */
export interface SystemConfigTables {
  sysConfig: SysConfigTable;
}
