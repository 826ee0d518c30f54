import { Checkbox, Radio } from 'antd';
import { useMemo } from 'react';
import { labelsOf, normalizeOptions } from '../shared/options.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { OptionsProps, WidgetProps } from '../shared/types.js';

export interface CheckboxWidgetProps extends WidgetProps<Array<string | number>>, OptionsProps {
  /** 'button' draws the choices as toggle buttons. */
  optionType?: 'default' | 'button';
  direction?: 'horizontal' | 'vertical';
}

export function CheckboxWidget(props: CheckboxWidgetProps) {
  const { value = [], onChange, disabled, readOnly } = props;
  const options = useMemo(() => normalizeOptions(props.options, props.props), [props.options, props.props]);
  if (readOnly) return <ReadOnlyText>{labelsOf(options, value).join(',')}</ReadOnlyText>;
  if (props.optionType === 'button') return <ButtonChecks {...props} options={options} value={value} />;
  return (
    <Checkbox.Group
      value={value}
      onChange={(next) => onChange?.(next as Array<string | number>)}
      disabled={disabled}
      style={props.direction === 'vertical' ? { display: 'flex', flexDirection: 'column' } : undefined}
      options={options.map(({ label, value }) => ({ label, value }))}
    />
  );
}

// antd has no button-style checkbox group; radio buttons look right and we keep the toggling ourselves.
function ButtonChecks(
  props: Omit<CheckboxWidgetProps, 'options'> & {
    options: ReturnType<typeof normalizeOptions>;
    value: Array<string | number>;
  },
) {
  const { value, onChange, disabled, options } = props;
  const toggle = (choice: string | number) =>
    onChange?.(value.includes(choice) ? value.filter((v) => v !== choice) : [...value, choice]);
  return (
    <span className="fw-widget-checkbox-buttons">
      {options.map((option) => (
        <Radio.Button
          key={String(option.value)}
          checked={value.includes(option.value)}
          disabled={disabled}
          onClick={() => toggle(option.value)}
        >
          {option.label}
        </Radio.Button>
      ))}
    </span>
  );
}
