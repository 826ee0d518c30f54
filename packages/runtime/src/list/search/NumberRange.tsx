import { InputNumber, Space } from 'antd';
import { useListTexts } from '../use-list-texts.js';

export type NumberRangeValue = [number | null, number | null] | [];

export interface NumberRangeProps {
  id?: string;
  value?: NumberRangeValue;
  onChange?: (value: NumberRangeValue) => void;
}

/** Two bounds; both empty emits an empty list, otherwise [min, max]. */
export function NumberRange({ id, value, onChange }: NumberRangeProps) {
  const texts = useListTexts();
  const min = value?.[0] ?? null;
  const max = value?.[1] ?? null;
  const emit = (nextMin: number | null, nextMax: number | null) =>
    onChange?.(nextMin === null && nextMax === null ? [] : [nextMin, nextMax]);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <InputNumber
        id={id}
        aria-label={texts.minimum}
        placeholder={texts.minimum}
        value={min}
        onChange={(next) => emit(typeof next === 'number' ? next : null, max)}
        style={{ width: '50%' }}
      />
      <InputNumber
        aria-label={texts.maximum}
        placeholder={texts.maximum}
        value={max}
        onChange={(next) => emit(min, typeof next === 'number' ? next : null)}
        style={{ width: '50%' }}
      />
    </Space.Compact>
  );
}
