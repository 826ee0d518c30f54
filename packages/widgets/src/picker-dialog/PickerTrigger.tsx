import { Select } from 'antd';
import { defaultWording, useWidgetText } from '../i18n/index.js';
import type { PickedItem } from './selection.js';

export interface PickerTriggerProps {
  /** The field's id, so a label outside can name it. */
  id?: string;
  /** What is chosen, with the names to show. */
  items: readonly PickedItem[];
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  clearable?: boolean;
  onOpen(): void;
  /** The keys left after the user removed a tag or cleared the field. */
  onChange(keys: string[]): void;
}

/**
 * The field a picker shows in a form: a select whose own dropdown never opens. Where it would
 * open (a click, Enter while focused) the picker's dialog opens instead; clearing and removing
 * tags work in place, as in JNPF.
 */
export function PickerTrigger(props: PickerTriggerProps) {
  const t = useWidgetText();
  const keys = props.items.map((item) => item.key);
  const keysOf = (next: string | string[] | undefined | null) =>
    next === undefined || next === null ? [] : Array.isArray(next) ? next : [next];
  return (
    <Select<string | string[]>
      id={props.id}
      mode={props.multiple ? 'multiple' : undefined}
      value={props.multiple ? keys : keys[0]}
      options={props.items.map((item) => ({ value: item.key, label: item.label }))}
      open={false}
      onOpenChange={(open) => {
        if (open) props.onOpen();
      }}
      onChange={(next) => props.onChange(keysOf(next))}
      showSearch={false}
      allowClear={props.clearable}
      disabled={props.disabled}
      placeholder={defaultWording(props.placeholder, t) ?? t('picker.placeholder')}
      style={{ width: '100%' }}
    />
  );
}
