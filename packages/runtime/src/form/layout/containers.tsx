import { RecursionField, type Schema, useFieldSchema } from '@formily/react';
import {
  CollapseContainer,
  type ContainerPane,
  type GridCellView,
  TableGridContainer,
  TabsContainer,
} from '@formwork/widgets';

/**
 * The widgets' containers bound to the compiled Formily schema: a tabs, collapse or table-grid
 * node's properties are its panes or cells, each drawn by Formily so its fields stay bound.
 */
function panesOf(schema: Schema): ContainerPane[] {
  return schema.mapProperties((pane, name) => ({
    key: String(name),
    title: String((pane['x-component-props'] as { title?: unknown } | undefined)?.title ?? ''),
    content: <RecursionField schema={pane} name={name} />,
  }));
}

export function FwTabs({ type }: { type?: string }) {
  return <TabsContainer type={type} panes={panesOf(useFieldSchema())} />;
}

export function FwCollapse({ accordion }: { accordion?: boolean }) {
  return <CollapseContainer accordion={accordion} panes={panesOf(useFieldSchema())} />;
}

interface GridCellProps {
  row?: number;
  column?: number;
  colspan?: number;
  rowspan?: number;
}

export function FwTableGrid(props: { borderColor?: string; borderWidth?: number; borderType?: string }) {
  const cells = useFieldSchema().mapProperties((cell, name): GridCellView => {
    const place = (cell['x-component-props'] ?? {}) as GridCellProps;
    return {
      key: String(name),
      row: place.row ?? 0,
      column: place.column ?? 0,
      colspan: place.colspan ?? 1,
      rowspan: place.rowspan ?? 1,
      content: <RecursionField schema={cell} name={name} />,
    };
  });
  return <TableGridContainer {...props} cells={cells} />;
}
