import { Switch } from 'antd';
import { defaultWording, useWidgetText } from '../i18n/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';

type SwitchValue = number | string | boolean;

export interface SwitchWidgetProps extends WidgetProps<SwitchValue> {
  activeTxt?: string;
  inactiveTxt?: string;
  /** JNPF stores 1 and 0 unless the schema says otherwise. */
  activeValue?: SwitchValue;
  inactiveValue?: SwitchValue;
}

export function SwitchWidget(props: SwitchWidgetProps) {
  const t = useWidgetText();
  const { value, onChange, disabled, readOnly } = props;
  const activeTxt = defaultWording(props.activeTxt, t) ?? t('switch.on');
  const inactiveTxt = defaultWording(props.inactiveTxt, t) ?? t('switch.off');
  const activeValue = props.activeValue ?? 1;
  const inactiveValue = props.inactiveValue ?? 0;
  // Compare loosely so a "1" that travelled through a query string still reads as on.
  const checked = value !== undefined && String(value) === String(activeValue);
  if (readOnly) return <ReadOnlyText>{checked ? activeTxt : inactiveTxt}</ReadOnlyText>;
  return (
    <Switch
      checked={checked}
      onChange={(on) => onChange?.(on ? activeValue : inactiveValue)}
      disabled={disabled}
      checkedChildren={activeTxt}
      unCheckedChildren={inactiveTxt}
    />
  );
}
