import type { RowCondition } from '@formwork/schema';
import { conditionHolds } from '../../form/linkage/conditions.js';
import type { ListRow } from '../../list/types.js';

/** Whether a row meets a page's condition on one of its properties; no condition, every row. */
export function rowMeets(condition: RowCondition | undefined, row: ListRow): boolean {
  if (!condition) return true;
  const value = Object.hasOwn(row, condition.field) ? row[condition.field] : undefined;
  return conditionHolds(condition.op, value, condition.value);
}
