import { useState } from 'react';
import type { DataInterfaceSummary } from '../data-provider/index.js';
import { PickerTrigger } from '../picker-dialog/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';
import { InterfaceDialog } from './InterfaceDialog.js';
import { interfaceNameOf } from './interface-page.js';

export interface InterfaceSelectProps extends Omit<WidgetProps<string>, 'onChange'> {
  /** The chosen interface's id, and its row ('' and no row when cleared). */
  onChange?: (value: string, row?: DataInterfaceSummary) => void;
  /** The stored interface's name, as JNPF keeps it beside the id (interfaceName). */
  title?: string;
  /** Pages of 20 in the dialog; false lists every interface at once. Default true. */
  hasPage?: boolean;
  /** Offers a clear icon in the field. Default true. */
  clearable?: boolean;
  /** The field's id, so a label outside can name it. */
  id?: string;
}

/**
 * The data-interface picker of the designer and of popupSelect's settings: a field showing the
 * chosen interface's name; clicking it, or Enter, opens the dialog. Stores the interface id.
 */
export function InterfaceSelect(props: InterfaceSelectProps) {
  const { value, onChange, disabled, readOnly, placeholder, clearable = true } = props;
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<DataInterfaceSummary>();
  const name = interfaceNameOf(value, picked, props.title);

  if (readOnly) return <ReadOnlyText>{name}</ReadOnlyText>;

  const confirm = (row: DataInterfaceSummary) => {
    setPicked(row);
    onChange?.(row.id, row);
    setOpen(false);
  };
  return (
    <>
      <PickerTrigger
        id={props.id}
        items={value ? [{ key: value, label: name }] : []}
        disabled={disabled}
        placeholder={placeholder}
        clearable={clearable}
        onOpen={() => setOpen(true)}
        onChange={(keys) => {
          if (keys.length === 0) onChange?.('');
        }}
      />
      <InterfaceDialog
        open={open}
        value={value ?? null}
        hasPage={props.hasPage}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
