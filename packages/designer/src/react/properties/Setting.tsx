import { Typography } from 'antd';
import { type ReactNode, useId } from 'react';

/** One labelled control of the property panel; the label names the control for screen readers. */
export function Setting({
  label,
  children,
  error,
}: {
  label: string;
  children: (id: string) => ReactNode;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div style={{ marginBottom: 10 }}>
      <label htmlFor={id} style={{ display: 'block', fontSize: 12, color: '#666', marginBottom: 2 }}>
        {label}
      </label>
      {children(id)}
      {error && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
