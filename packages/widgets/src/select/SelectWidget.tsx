import { Select } from 'antd';
import { useMemo } from 'react';
import { useDefaultWording } from '../i18n/index.js';
import { labelsOf, normalizeOptions } from '../shared/options.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { OptionsProps, WidgetProps } from '../shared/types.js';

type SelectValue = string | number | Array<string | number> | null;

export interface SelectWidgetProps extends WidgetProps<SelectValue>, OptionsProps {
  multiple?: boolean;
  /** Lets the user type to narrow the options by label. */
  filterable?: boolean;
  clearable?: boolean;
}

export function SelectWidget(props: SelectWidgetProps) {
  const { value, onChange, disabled, readOnly, placeholder, multiple } = props;
  const shown = useDefaultWording();
  const options = useMemo(() => normalizeOptions(props.options, props.props), [props.options, props.props]);
  if (readOnly) {
    const chosen = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
    return <ReadOnlyText>{labelsOf(options, chosen).join(',')}</ReadOnlyText>;
  }
  // Servers keep an unchosen text field as '': the placeholder shows, unless an option is ''.
  const none =
    value === null || value === undefined || (value === '' && !options.some((o) => o.value === ''));
  return (
    <Select<SelectValue>
      value={none ? (multiple ? [] : undefined) : value}
      onChange={(next) => onChange?.(next ?? (multiple ? [] : null))}
      disabled={disabled}
      placeholder={shown(placeholder)}
      mode={multiple ? 'multiple' : undefined}
      showSearch={props.filterable}
      optionFilterProp="label"
      allowClear={props.clearable}
      options={options.map(({ label, value }) => ({ label, value }))}
      style={{ width: '100%' }}
    />
  );
}
