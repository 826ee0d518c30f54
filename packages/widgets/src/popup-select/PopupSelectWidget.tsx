import { useWidgetText } from '../i18n/index.js';
import { usePublishRelation } from '../relation-data/RelationDataProvider.js';
import type { WidgetProps } from '../shared/types.js';
import type { InterfaceSource } from './interface-source.js';
import { type PickerValue, PopupPicker } from './PopupPicker.js';
import { type PopupProps, popupSettings } from './popup-settings.js';
import { useInterfacePicker } from './use-interface-picker.js';

/** popupSelect's schema props (JNPF names), plus the field's data key. */
export interface PopupSelectWidgetProps extends WidgetProps<PickerValue>, InterfaceSource, PopupProps {
  /** The field's data key: the chosen row is shared under it for popupAttr fields. */
  vModel?: string;
}

/**
 * popupSelect: one row of a data interface, picked in a dialog or drawer. Stores the row's
 * `propsValue`, shows its `relationField`, and shares the row under `vModel` for popupAttr.
 */
export function PopupSelectWidget(props: PopupSelectWidgetProps) {
  const t = useWidgetText();
  const picker = useInterfacePicker(props);
  const publish = usePublishRelation(props.vModel);
  return (
    <PopupPicker
      {...popupSettings(props, t)}
      {...picker}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
      readOnly={props.readOnly}
      multiple={false}
      pickedIsRecord
      onRowChange={publish}
    />
  );
}
