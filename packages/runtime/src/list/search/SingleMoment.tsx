import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useListTexts } from '../use-list-texts.js';

export interface DateValueProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** One day, sent as its first millisecond. */
export function DateValue({ id, value, onChange }: DateValueProps) {
  return (
    <DatePicker
      id={id}
      value={value === null || value === undefined ? null : dayjs(value)}
      onChange={(day) => onChange?.(day ? day.startOf('day').valueOf() : null)}
      placeholder={useListTexts().pleaseSelect}
      style={{ width: '100%' }}
    />
  );
}

export interface TimeValueProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

export function TimeValue({ id, value, onChange }: TimeValueProps) {
  return (
    <TimePicker
      id={id}
      value={value ? dayjs(value, 'HH:mm:ss') : null}
      onChange={(time) => onChange?.(time ? time.format('HH:mm:ss') : null)}
      placeholder={useListTexts().pleaseSelect}
      style={{ width: '100%' }}
    />
  );
}
