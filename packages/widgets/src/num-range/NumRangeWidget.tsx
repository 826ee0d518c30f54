import { InputNumber } from 'antd';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';
import { boundsOf, type NumRangeValue, numRangeOf, numRangeText } from './num-range-value.js';

export interface NumRangeWidgetProps extends WidgetProps<NumRangeValue> {
  precision?: number;
  /** Placeholders of the two boxes. */
  minPlaceholder?: string;
  maxPlaceholder?: string;
}

/** Two number boxes, [min, max]; clearing both emits [] (spec widgets-admin 5). */
export function NumRangeWidget(props: NumRangeWidgetProps) {
  const { value, onChange, disabled, readOnly, precision } = props;
  if (readOnly) return <ReadOnlyText>{numRangeText(value)}</ReadOnlyText>;
  const [min, max] = boundsOf(value);
  return (
    <div className="fw-widget-num-range" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <InputNumber<number>
        aria-label="最小值"
        placeholder={props.minPlaceholder ?? '最小值'}
        value={min}
        precision={precision}
        disabled={disabled}
        onChange={(next) => onChange?.(numRangeOf(next, max))}
        style={{ flex: 1 }}
      />
      <span>-</span>
      <InputNumber<number>
        aria-label="最大值"
        placeholder={props.maxPlaceholder ?? '最大值'}
        value={max}
        precision={precision}
        disabled={disabled}
        onChange={(next) => onChange?.(numRangeOf(min, next))}
        style={{ flex: 1 }}
      />
    </div>
  );
}
