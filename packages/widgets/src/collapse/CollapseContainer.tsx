import { Collapse } from 'antd';
import type { ContainerPane } from '../shared/container-pane.js';

export interface CollapseContainerProps {
  /** Only one panel open at a time; the first opens. Otherwise all start open. */
  accordion?: boolean;
  panes: readonly ContainerPane[];
}

/** Collapsible panels (jnpfKey `collapse`), one per collapseItem. */
export function CollapseContainer({ accordion, panes }: CollapseContainerProps) {
  return (
    <Collapse
      className="fw-form-collapse"
      accordion={accordion}
      defaultActiveKey={accordion ? panes[0]?.key : panes.map((pane) => pane.key)}
      items={panes.map((pane) => ({
        key: pane.key,
        label: pane.title,
        children: pane.content,
        // Every panel is drawn up front: fields in a closed panel still hold and validate values.
        forceRender: true,
      }))}
      style={{ marginBottom: 16 }}
    />
  );
}
