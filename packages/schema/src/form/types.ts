import type { CalcExpression } from '../calc/types.js';
import type { NamedRuleName } from '../rules/named-rules.js';
import type { JnpfKey } from './jnpf-keys.js';

/** Canonical, versioned form schema: what the designer saves and a release snapshots. */
export interface FormSchema {
  version: 1;
  kind: 'form';
  settings: FormSettings;
  fields: FieldSchema[];
}

export interface FormSettings {
  labelPosition?: 'left' | 'right' | 'top';
  labelWidth?: number;
  gutter?: number;
  size?: 'large' | 'default' | 'small';
  popupType?: 'general' | 'fullScreen' | 'drawer';
  /** Dialog or drawer width, e.g. "800px". */
  popupWidth?: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
}

export const defaultFormSettings = {
  labelPosition: 'right',
  labelWidth: 100,
  gutter: 15,
  size: 'default',
  popupType: 'general',
} as const satisfies FormSettings;

/** A regList entry: either a pattern with its own message, or one of the named rules. */
export type RegRule = { pattern: string; message: string } | { rule: NamedRuleName };

export interface FieldOption {
  label: string;
  value: string | number;
  children?: FieldOption[];
  /** A tree whose children are fetched when a node opens: true for a node with none to fetch. */
  isLeaf?: boolean;
  /** Shown but not choosable: a choice that is coming, named so the user knows it will. */
  disabled?: boolean;
}

export interface FieldProps {
  placeholder?: string;
  disabled?: boolean;
  readonly?: boolean;
  clearable?: boolean;
  multiple?: boolean;
  maxlength?: number;
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  /**
   * Where options come from: inline, a dictionary type or a data interface. Barcode and QR code:
   * where their text comes from: `staticText`, the field named by `relationField`, or (QR only)
   * the current record.
   */
  dataType?: 'static' | 'dictionary' | 'dynamic' | 'relation' | 'form';
  /** dataType 'static' (or absent): the options themselves. */
  options?: FieldOption[];
  /** dataType 'dictionary': the dictionary type's id or its enCode. */
  dictionaryType?: string;
  /** dataType 'dynamic': the id of the data interface whose response rows are the options. */
  propsUrl?: string;
  /**
   * Which properties of fetched records hold label and value (display/fetched-options.ts).
   * Absent: JNPF's fullName and id. So a dictionary option stores the item's id, unless
   * `value: 'enCode'` makes it store the item's code; its label is the item's fullName.
   */
  optionProps?: { label: string; value: string };
  /** Display-only widgets: the text, alert title or link address. */
  content?: string;
  [extra: string]: unknown;
}

export type ConditionOp = 'eq' | 'neq' | 'in' | 'empty' | 'notEmpty';

/**
 * Linkage declared in the schema: when the condition on another field holds, apply `fulfill`
 * (Formily's name for it; the runtime reverts it when the condition stops holding).
 */
export interface Reaction {
  when: { field: string; op: ConditionOp; value?: unknown };
  fulfill: {
    show?: boolean;
    hide?: boolean;
    require?: boolean;
    disable?: boolean;
    setValue?: unknown;
  };
}

export interface FieldSchema {
  jnpfKey: JnpfKey;
  /** Data key; empty or absent for display-only widgets and layout containers. */
  vModel?: string;
  /**
   * The vModel this field had before the designer renamed it since the last release: the next
   * release moves stored values from that key to the new one, then drops this mark.
   */
  renamedFrom?: string;
  label?: string;
  tipLabel?: string;
  showLabel?: boolean;
  labelWidth?: number;
  required?: boolean;
  regList?: RegRule[];
  defaultValue?: unknown;
  /** Columns out of 24. */
  span?: number;
  /** Hidden from the form while still stored. */
  noShow?: boolean;
  props?: FieldProps;
  /** Containers: their content; sub-table (`table`): its columns. */
  children?: FieldSchema[];
  reactions?: Reaction[];
  /** `calculate` only. */
  expression?: CalcExpression;
}
