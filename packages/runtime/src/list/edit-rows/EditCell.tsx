import type { FieldSchema } from '@formwork/schema';
import { widgetProps } from '../../form/compile/widget-props.js';
import { cellWidgets } from '../../form/sub-table/cell-widgets.js';
import { useRuntime } from '../../runtime-context.js';

export interface EditCellProps {
  field: FieldSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The server's message about this cell's value. */
  problem?: string;
  disabled: boolean;
}

/**
 * A cell in edit: the widget the form draws for the field (the registry a sub-table's cells
 * use: the app's widgets, options fetched, system context), its message under it.
 */
export function EditCell({ field, value, onChange, problem, disabled }: EditCellProps) {
  const { widgets } = useRuntime();
  const Widget = cellWidgets(widgets)[field.jnpfKey];
  if (!Widget) return null;
  return (
    <div>
      <Widget {...widgetProps(field)} value={value} onChange={onChange} disabled={disabled} />
      {problem && (
        <div role="alert" style={{ color: '#ff4d4f', fontSize: 12, marginTop: 2 }}>
          {problem}
        </div>
      )}
    </div>
  );
}
