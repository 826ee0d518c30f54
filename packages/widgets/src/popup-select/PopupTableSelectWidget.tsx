import { useWidgetText } from '../i18n/index.js';
import type { WidgetProps } from '../shared/types.js';
import type { InterfaceSource } from './interface-source.js';
import { type PickerValue, PopupPicker } from './PopupPicker.js';
import { type PopupProps, popupSettings } from './popup-settings.js';
import { useInterfacePicker } from './use-interface-picker.js';

/** popupTableSelect's schema props (JNPF names). */
export interface PopupTableSelectWidgetProps extends WidgetProps<PickerValue>, InterfaceSource, PopupProps {
  /** Checks several rows; the value is then their keys, string[]. */
  multiple?: boolean;
}

/**
 * popupTableSelect: the popup select's list; with `multiple` a checkbox table storing string[]
 * and showing the rows' texts joined.
 */
export function PopupTableSelectWidget(props: PopupTableSelectWidgetProps) {
  const t = useWidgetText();
  const picker = useInterfacePicker(props);
  return (
    <PopupPicker
      {...popupSettings(props, t)}
      {...picker}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
      readOnly={props.readOnly}
      multiple={props.multiple === true}
      pickedIsRecord
    />
  );
}
