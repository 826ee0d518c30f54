import { Rate } from 'antd';
import type { WidgetProps } from '../shared/types.js';

export interface RateWidgetProps extends WidgetProps<number> {
  /** How many stars; JNPF calls it max. */
  count?: number;
  max?: number;
  allowHalf?: boolean;
  showScore?: boolean;
}

export function RateWidget(props: RateWidgetProps) {
  const { value = 0, onChange, disabled, readOnly, allowHalf } = props;
  const count = props.count ?? props.max ?? 5;
  return (
    <span className="fw-widget-rate">
      {/* Stars read at a glance, so read-only keeps them, just not clickable. */}
      <Rate
        value={value}
        count={count}
        allowHalf={allowHalf}
        disabled={disabled || readOnly}
        onChange={(next) => onChange?.(next)}
      />
      {props.showScore || readOnly ? <span className="fw-widget-rate-score"> {value}</span> : null}
    </span>
  );
}
