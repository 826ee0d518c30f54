import { Slider } from 'antd';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';

type SliderValue = number | [number, number];

export interface SliderWidgetProps extends WidgetProps<SliderValue> {
  min?: number;
  max?: number;
  step?: number;
  /** Two handles; the value becomes [low, high]. */
  range?: boolean;
}

export function SliderWidget(props: SliderWidgetProps) {
  const { value, onChange, disabled, readOnly, min = 0, max = 100, step = 1, range } = props;
  if (readOnly) {
    const text =
      value === undefined ? '' : Array.isArray(value) ? `${value[0]} - ${value[1]}` : String(value);
    return <ReadOnlyText>{text}</ReadOnlyText>;
  }
  if (range) {
    return (
      <Slider
        range
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        value={Array.isArray(value) ? value : [min, min]}
        onChange={(next) => onChange?.(next as [number, number])}
      />
    );
  }
  return (
    <Slider
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      value={typeof value === 'number' ? value : min}
      onChange={(next: number) => onChange?.(next)}
    />
  );
}
