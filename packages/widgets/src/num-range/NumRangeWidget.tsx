import { InputNumber } from 'antd';
import { useWidgetText } from '../i18n/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';
import { boundsOf, type NumRangeValue, numRangeOf, numRangeText } from './num-range-value.js';

export interface NumRangeWidgetProps extends WidgetProps<NumRangeValue> {
  precision?: number;
  /** Placeholders of the two boxes. */
  minPlaceholder?: string;
  maxPlaceholder?: string;
}

/** Two number boxes, [min, max]; clearing both emits []. */
export function NumRangeWidget(props: NumRangeWidgetProps) {
  const t = useWidgetText();
  const { value, onChange, disabled, readOnly, precision } = props;
  if (readOnly) return <ReadOnlyText>{numRangeText(value)}</ReadOnlyText>;
  const [min, max] = boundsOf(value);
  return (
    <div className="fw-widget-num-range" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <InputNumber<number>
        aria-label={t('numRange.min')}
        placeholder={props.minPlaceholder ?? t('numRange.min')}
        value={min}
        precision={precision}
        disabled={disabled}
        onChange={(next) => onChange?.(numRangeOf(next, max))}
        style={{ flex: 1 }}
      />
      <span>-</span>
      <InputNumber<number>
        aria-label={t('numRange.max')}
        placeholder={props.maxPlaceholder ?? t('numRange.max')}
        value={max}
        precision={precision}
        disabled={disabled}
        onChange={(next) => onChange?.(numRangeOf(min, next))}
        style={{ flex: 1 }}
      />
    </div>
  );
}
