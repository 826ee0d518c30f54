import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useListTexts } from '../use-list-texts.js';
import { type FocusOn, useFocusOnMount } from './focus-on-mount.js';

export interface DateValueProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** 0 to focus (and so open) the picker once drawn: the user went to it before its code arrived. */
  focusOn?: FocusOn;
}

/** One day, sent as its first millisecond. */
export function DateValue({ id, value, onChange, focusOn }: DateValueProps) {
  return (
    <DatePicker
      ref={useFocusOnMount(focusOn)}
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
  focusOn?: FocusOn;
}

export function TimeValue({ id, value, onChange, focusOn }: TimeValueProps) {
  return (
    <TimePicker
      ref={useFocusOnMount(focusOn)}
      id={id}
      value={value ? dayjs(value, 'HH:mm:ss') : null}
      onChange={(time) => onChange?.(time ? time.format('HH:mm:ss') : null)}
      placeholder={useListTexts().pleaseSelect}
      style={{ width: '100%' }}
    />
  );
}
