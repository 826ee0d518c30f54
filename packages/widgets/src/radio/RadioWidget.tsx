import { Radio } from 'antd';
import { useMemo } from 'react';
import { labelsOf, normalizeOptions } from '../shared/options.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { OptionsProps, WidgetProps } from '../shared/types.js';

export interface RadioWidgetProps extends WidgetProps<string | number>, OptionsProps {
  /** 'button' draws the choices as a segmented button group. */
  optionType?: 'default' | 'button';
  direction?: 'horizontal' | 'vertical';
}

export function RadioWidget(props: RadioWidgetProps) {
  const { value, onChange, disabled, readOnly } = props;
  const options = useMemo(() => normalizeOptions(props.options, props.props), [props.options, props.props]);
  if (readOnly) {
    return (
      <ReadOnlyText>{value === undefined || value === null ? '' : labelsOf(options, [value])}</ReadOnlyText>
    );
  }
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      disabled={disabled}
      optionType={props.optionType === 'button' ? 'button' : 'default'}
      style={props.direction === 'vertical' ? { display: 'flex', flexDirection: 'column' } : undefined}
      options={options.map(({ label, value, disabled: off }) => ({
        label,
        value,
        ...(off && { disabled: true }),
      }))}
    />
  );
}
