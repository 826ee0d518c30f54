import { RecursionField, type Schema, useFieldSchema } from '@formily/react';
import { Card, Collapse, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { FwRow } from './grid.js';

interface PaneProps {
  title?: string;
  gutter?: number;
  children?: ReactNode;
}

export function FwCard({ title, gutter, shadow, children }: PaneProps & { shadow?: unknown }) {
  return (
    <Card
      title={title || undefined}
      size="small"
      className="fw-form-card"
      hoverable={shadow === 'hover'}
      style={{ marginBottom: 16 }}
    >
      <FwRow gutter={gutter}>{children}</FwRow>
    </Card>
  );
}

/** A tab pane or collapse panel's content: its fields' columns. */
export function FwPane({ gutter, children }: PaneProps) {
  return <FwRow gutter={gutter}>{children}</FwRow>;
}

function panesOf(schema: Schema) {
  return schema.mapProperties((pane, name) => ({
    key: String(name),
    label: String((pane['x-component-props'] as PaneProps | undefined)?.title ?? ''),
    // Every pane is rendered up front: fields in a closed pane still hold and validate values.
    children: <RecursionField schema={pane} name={name} />,
    forceRender: true,
  }));
}

export function FwTabs({ type }: { type?: string }) {
  const schema = useFieldSchema();
  return (
    <Tabs
      className="fw-form-tabs"
      type={type === 'card' || type === 'border-card' ? 'card' : 'line'}
      items={panesOf(schema)}
    />
  );
}

export function FwCollapse({ accordion }: { accordion?: boolean }) {
  const schema = useFieldSchema();
  const panels = panesOf(schema);
  return (
    <Collapse
      className="fw-form-collapse"
      accordion={accordion}
      defaultActiveKey={accordion ? panels[0]?.key : panels.map((p) => p.key)}
      items={panels}
      style={{ marginBottom: 16 }}
    />
  );
}
