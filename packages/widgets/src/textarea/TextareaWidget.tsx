import { Input } from 'antd';
import { useDefaultWording } from '../i18n/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';

export interface TextareaWidgetProps extends WidgetProps<string> {
  maxlength?: number;
  showWordLimit?: boolean;
  autosize?: { minRows?: number; maxRows?: number };
  clearable?: boolean;
}

const DEFAULT_SIZE = { minRows: 4, maxRows: 4 };

/**
 * The rows of a box whose least and most rows are the same: a fixed height, which the browser's
 * `rows` gives at once. antd's autoSize measures the text with getComputedStyle instead, on
 * every mount and keystroke, and each measure restyles the whole page: 50 such boxes took
 * 80 ms of a 300-field form's first render.
 */
export function fixedRows(size: TextareaWidgetProps['autosize']): number | undefined {
  return size?.minRows !== undefined && size.minRows === size.maxRows ? size.minRows : undefined;
}

export function TextareaWidget(props: TextareaWidgetProps) {
  const { value, onChange, disabled, readOnly, placeholder, maxlength } = props;
  const shown = useDefaultWording();
  const size = props.autosize ?? DEFAULT_SIZE;
  const rows = fixedRows(size);
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
      placeholder={shown(placeholder)}
      maxLength={maxlength}
      showCount={maxlength !== undefined && props.showWordLimit !== false}
      rows={rows}
      autoSize={rows === undefined ? size : undefined}
      allowClear={props.clearable}
    />
  );
}
