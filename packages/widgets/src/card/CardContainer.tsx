import { Card } from 'antd';
import { RowContainer, type RowContainerProps } from '../row/RowContainer.js';

export interface CardContainerProps extends RowContainerProps {
  title?: string;
  /** JNPF's shadow setting: 'hover' lifts the card under the pointer. */
  shadow?: unknown;
}

/** A titled card (jnpfKey `card`) holding its fields' columns. */
export function CardContainer({ title, gutter, shadow, children }: CardContainerProps) {
  return (
    <Card
      title={title || undefined}
      size="small"
      className="fw-form-card"
      hoverable={shadow === 'hover'}
      style={{ marginBottom: 16 }}
    >
      <RowContainer gutter={gutter}>{children}</RowContainer>
    </Card>
  );
}
