import { TimePicker } from 'antd';
import { useDefaultWording } from '../i18n/index.js';
import { dayjs } from '../shared/dayjs.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';

export interface TimePickerWidgetProps extends WidgetProps<string | null> {
  /** Both the shown and the stored format; JNPF stores 'HH:mm:ss'. */
  format?: string;
  clearable?: boolean;
}

export function TimePickerWidget(props: TimePickerWidgetProps) {
  const { value, onChange, disabled, readOnly, placeholder, format = 'HH:mm:ss' } = props;
  const shown = useDefaultWording();
  if (readOnly) return <ReadOnlyText>{value ?? ''}</ReadOnlyText>;
  const parsed = value ? dayjs(value, format) : null;
  return (
    <TimePicker
      value={parsed?.isValid() ? parsed : null}
      onChange={(next) => onChange?.(next ? next.format(format) : null)}
      disabled={disabled}
      placeholder={shown(placeholder)}
      format={format}
      allowClear={props.clearable !== false}
      style={{ width: '100%' }}
    />
  );
}
