import { Tabs } from 'antd';
import type { ContainerPane } from '../shared/container-pane.js';

export interface TabsContainerProps {
  /** JNPF's tab type: 'card' and 'border-card' draw card tabs, anything else a line. */
  type?: string;
  panes: readonly ContainerPane[];
}

/** Tabs (jnpfKey `tab`), one pane per tabItem. */
export function TabsContainer({ type, panes }: TabsContainerProps) {
  return (
    <Tabs
      className="fw-form-tabs"
      type={type === 'card' || type === 'border-card' ? 'card' : 'line'}
      items={panes.map((pane) => ({
        key: pane.key,
        label: pane.title,
        children: pane.content,
        // Every pane is drawn up front: fields in a hidden pane still hold and validate values.
        forceRender: true,
      }))}
    />
  );
}
