import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useListTexts } from '../use-list-texts.js';
import { type FocusOn, useFocusOnMount } from './focus-on-mount.js';

type Range<T> = [T, T] | null;

export interface DateRangeProps {
  id?: string;
  value?: Range<number>;
  onChange?: (value: Range<number>) => void;
  showTime?: boolean;
  /** Which input to focus (and so open the picker at) once drawn: the one the user went to. */
  focusOn?: FocusOn;
}

/** Dates are stored as epoch ms; a day range runs from the first to the last millisecond. */
export function DateRange({ id, value, onChange, showTime, focusOn }: DateRangeProps) {
  const texts = useListTexts();
  return (
    <DatePicker.RangePicker
      ref={useFocusOnMount(focusOn)}
      id={id ? { start: id } : undefined}
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      onChange={(range) => {
        const [start, end] = range ?? [];
        if (!start || !end) return onChange?.(null);
        onChange?.(
          showTime
            ? [start.valueOf(), end.valueOf()]
            : [start.startOf('day').valueOf(), end.endOf('day').valueOf()],
        );
      }}
      showTime={showTime}
      placeholder={[texts.rangeStart, texts.rangeEnd]}
      style={{ width: '100%' }}
    />
  );
}

const TIME_FORMAT = 'HH:mm:ss';

export interface TimeRangeProps {
  id?: string;
  value?: Range<string>;
  onChange?: (value: Range<string>) => void;
  focusOn?: FocusOn;
}

/** Times are stored as "HH:mm:ss" text, so the range is sent as text too. */
export function TimeRange({ id, value, onChange, focusOn }: TimeRangeProps) {
  const texts = useListTexts();
  return (
    <TimePicker.RangePicker
      ref={useFocusOnMount(focusOn)}
      id={id ? { start: id } : undefined}
      value={value ? [dayjs(value[0], TIME_FORMAT), dayjs(value[1], TIME_FORMAT)] : null}
      onChange={(range) => {
        const [start, end] = range ?? [];
        onChange?.(start && end ? [start.format(TIME_FORMAT), end.format(TIME_FORMAT)] : null);
      }}
      placeholder={[texts.rangeStart, texts.rangeEnd]}
      style={{ width: '100%' }}
    />
  );
}
