import { Row } from 'antd';
import type { ReactNode } from 'react';

export interface RowContainerProps {
  gutter?: number;
  children?: ReactNode;
}

/**
 * A 24-column row (jnpfKey `row`); its children are columns. Also the content of a tab pane,
 * a collapse panel and a table-grid cell, which each lay out their fields the same way.
 */
export function RowContainer({ gutter, children }: RowContainerProps) {
  return (
    <Row gutter={gutter} className="fw-form-row">
      {children}
    </Row>
  );
}
