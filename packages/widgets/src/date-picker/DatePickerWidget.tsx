import { DatePicker } from 'antd';
import { useDefaultWording } from '../i18n/index.js';
import { dayjs, toDayjsFormat } from '../shared/dayjs.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';

export type DateKind = 'date' | 'datetime' | 'month' | 'year';

export interface DatePickerWidgetProps extends WidgetProps<number | null> {
  type?: DateKind;
  /** Display format, JNPF (yyyy-MM-dd) or dayjs (YYYY-MM-DD) spelling. */
  format?: string;
  clearable?: boolean;
}

const DEFAULT_FORMATS: Record<DateKind, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  year: 'YYYY',
};

/** The stored value is epoch milliseconds, whatever the shown format. */
export function DatePickerWidget(props: DatePickerWidgetProps) {
  const { value, onChange, disabled, readOnly, placeholder, type = 'date' } = props;
  const shown = useDefaultWording();
  const format = props.format ? toDayjsFormat(props.format) : DEFAULT_FORMATS[type];
  const day = value === null || value === undefined ? null : dayjs(value);
  if (readOnly) return <ReadOnlyText>{day?.format(format) ?? ''}</ReadOnlyText>;
  return (
    <DatePicker
      value={day}
      onChange={(next) => onChange?.(next ? next.valueOf() : null)}
      disabled={disabled}
      placeholder={shown(placeholder)}
      format={format}
      picker={type === 'month' || type === 'year' ? type : 'date'}
      showTime={type === 'datetime'}
      allowClear={props.clearable !== false}
      style={{ width: '100%' }}
    />
  );
}
