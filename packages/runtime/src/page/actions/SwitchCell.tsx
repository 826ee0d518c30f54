import type { PageAction } from '@formwork/schema';
import { Switch } from 'antd';
import { conditionHolds } from '../../form/linkage/conditions.js';
import type { ListRow } from '../../list/types.js';

type SwitchAction = PageAction & { run: Extract<PageAction['run'], { kind: 'switch' }> };

export interface SwitchCellProps {
  action: SwitchAction;
  row: ListRow;
  /** Without the grant, or on a row the action leaves out, the switch only shows the state. */
  allowed: boolean;
  onToggle: (action: SwitchAction, row: ListRow, on: boolean) => void;
}

/** A row's state as a switch; it moves when the reloaded row says so, not when clicked. */
export function SwitchCell({ action, row, allowed, onToggle }: SwitchCellProps) {
  const { field, on = 1 } = action.run;
  const value = Object.hasOwn(row, field) ? row[field] : undefined;
  return (
    <Switch
      size="small"
      aria-label={action.label}
      checked={conditionHolds('eq', value, on)}
      disabled={!allowed}
      onChange={(next) => onToggle(action, row, next)}
    />
  );
}
