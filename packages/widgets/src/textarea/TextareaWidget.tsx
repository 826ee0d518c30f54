import { Input } from 'antd';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';

export interface TextareaWidgetProps extends WidgetProps<string> {
  maxlength?: number;
  showWordLimit?: boolean;
  autosize?: { minRows?: number; maxRows?: number };
  clearable?: boolean;
}

export function TextareaWidget(props: TextareaWidgetProps) {
  const { value, onChange, disabled, readOnly, placeholder, maxlength } = props;
  if (readOnly) {
    // Keep the writer's line breaks in the detail view.
    return (
      <ReadOnlyText>
        <span style={{ whiteSpace: 'pre-wrap' }}>{value ?? ''}</span>
      </ReadOnlyText>
    );
  }
  return (
    <Input.TextArea
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      disabled={disabled}
      placeholder={placeholder}
      maxLength={maxlength}
      showCount={maxlength !== undefined && props.showWordLimit !== false}
      autoSize={props.autosize ?? { minRows: 4, maxRows: 4 }}
      allowClear={props.clearable}
    />
  );
}
