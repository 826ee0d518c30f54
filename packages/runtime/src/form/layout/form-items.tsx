import { type Field, isField } from '@formily/core';
import { observer, useField } from '@formily/react';
import { Col, Form } from 'antd';
import { type ReactNode, useContext } from 'react';
import { NarrowFormContext } from './narrow.js';

interface FormItemProps {
  span?: number;
  /** Overrides the form's label width for this field. */
  labelWidth?: number;
  tooltip?: string;
  layout?: 'vertical';
  children?: ReactNode;
}

/** The field's first message: ours, the server's (showProblems) or a calculation's. */
function messageOf(field: Field): string | undefined {
  return field.selfErrors[0];
}

/**
 * A field's column and its antd Form.Item: label, red asterisk, tooltip and message. The
 * asterisk follows the field's live `required`, so linkage shows and hides it; detail mode
 * (readPretty) has none. (The @formily/antd-v5 FormItem is not used: its styles for antd 5.29
 * contain invalid selectors that browsers drop and jsdom cannot parse.)
 */
export const FwFormItem = observer(function FwFormItem({
  span = 24,
  labelWidth,
  tooltip,
  layout,
  children,
}: FormItemProps) {
  const field = useField();
  const narrow = useContext(NarrowFormContext);
  const data = isField(field) ? field : undefined;
  const message = data ? messageOf(data) : undefined;
  return (
    <Col span={narrow ? 24 : span}>
      <Form.Item
        className="fw-form-item"
        label={field.title || undefined}
        required={!!data?.required && data.pattern !== 'readPretty'}
        tooltip={tooltip || undefined}
        validateStatus={message ? 'error' : undefined}
        help={message}
        layout={layout}
        {...(labelWidth !== undefined &&
          layout !== 'vertical' &&
          !narrow && { labelCol: { flex: `0 0 ${labelWidth}px` } })}
        {...(layout === 'vertical' && { labelCol: { span: 24 }, wrapperCol: { span: 24 } })}
      >
        {children}
      </Form.Item>
    </Col>
  );
});

/** A sub-table cell: no label (the column header has it), its message right under the cell. */
export const FwCellItem = observer(function FwCellItem({ children }: { children?: ReactNode }) {
  const field = useField<Field>();
  const message = messageOf(field);
  return (
    <Form.Item
      className="fw-sub-table-cell"
      style={{ marginBottom: 0 }}
      validateStatus={message ? 'error' : undefined}
      help={message}
    >
      {children}
    </Form.Item>
  );
});
