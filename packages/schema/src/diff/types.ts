/** One readable change between two versions of a design (its form and its list). */
export type DesignChange =
  | { kind: 'fieldAdded'; field: string; at: string }
  | { kind: 'fieldRemoved'; field: string; at: string }
  | { kind: 'fieldMoved'; field: string; from: string; to: string }
  | { kind: 'fieldChanged'; field: string; property: string; before: unknown; after: unknown }
  | { kind: 'settingChanged'; property: string; before: unknown; after: unknown }
  | { kind: 'columnAdded'; column: string }
  | { kind: 'columnRemoved'; column: string }
  | { kind: 'columnsReordered'; before: string[]; after: string[] }
  | { kind: 'columnChanged'; column: string; property: string; before: unknown; after: unknown }
  | { kind: 'searchAdded'; field: string }
  | { kind: 'searchRemoved'; field: string }
  | { kind: 'listChanged'; property: string; before: unknown; after: unknown };

/** A version as stored: the form, and the list when the design has one. */
export interface DesignVersion {
  form: unknown;
  list?: unknown;
}
