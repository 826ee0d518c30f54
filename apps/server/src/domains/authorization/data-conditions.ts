import type { DataConditionOp, DataConditionRow, DataSchemeKind } from './tables.js';

/** A data scheme as the records of its model are filtered by it. */
export interface GrantedScheme {
  id: string;
  kind: DataSchemeKind;
  /** For kind condition: its rows, all of which must hold; null when the stored text is unreadable. */
  conditions: readonly DataConditionRow[] | null;
}

export const CONDITION_OPS: readonly DataConditionOp[] = ['==', '!=', '>', '>=', '<', '<=', 'like', 'in'];
const OPS: ReadonlySet<string> = new Set(CONDITION_OPS);

const isRow = (row: unknown): row is DataConditionRow =>
  typeof row === 'object' &&
  row !== null &&
  Object.hasOwn(row, 'field') &&
  Object.hasOwn(row, 'op') &&
  typeof (row as DataConditionRow).field === 'string' &&
  OPS.has((row as DataConditionRow).op) &&
  ((row as DataConditionRow).op !== 'in' || Array.isArray((row as DataConditionRow).value));

/**
 * The rows of a stored conditionJson, or null when it is not a list of well-formed rows: such a
 * scheme then lets nothing through, rather than everything.
 */
export function parseConditions(text: string): DataConditionRow[] | null {
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(rows) || !rows.every(isRow)) return null;
  return rows.map((row) => ({ field: row.field, op: row.op, value: row.value }));
}
