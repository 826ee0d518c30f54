import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useSpan } from './narrow.js';

/** A 24-column row; its children are columns. */
export function FwRow({ gutter, children }: { gutter?: number; children?: ReactNode }) {
  return (
    <Row gutter={gutter} className="fw-form-row">
      {children}
    </Row>
  );
}

/** A column of `span` out of 24 (JNPF's el-col), around a container or display widget. */
export function FwCol({ span = 24, children }: { span?: number; children?: ReactNode }) {
  return <Col span={useSpan(span)}>{children}</Col>;
}
