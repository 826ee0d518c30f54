/** What every widget accepts: a plain controlled component. */
export interface WidgetProps<V> {
  value?: V;
  onChange?: (value: V) => void;
  disabled?: boolean;
  /** Shows the value as text instead of an editor (detail and read-only modes). */
  readOnly?: boolean;
  placeholder?: string;
}

/** A static option as stored in `__slot__.options`; its keys are named by `props`. */
export type OptionRecord = Record<string, unknown>;

/** JNPF's `props` mapping: which keys of an option hold its label, value and children. */
export interface OptionKeys {
  label?: string;
  value?: string;
  children?: string;
}

export interface OptionsProps {
  options?: OptionRecord[];
  props?: OptionKeys;
}

/** What the form supplies to system fields when a record is being created. */
export interface WidgetFormContext {
  userName?: string;
  organizeName?: string;
  positionName?: string;
  /** The moment the form opened, epoch ms or a Date. */
  now?: number | Date;
}
