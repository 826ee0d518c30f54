import type { OptionKeys, OptionRecord } from './types.js';

export interface NormalOption {
  label: string;
  value: string | number;
  children?: NormalOption[];
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** Maps JNPF options through their `props` names to the {label, value, children} antd expects. */
export function normalizeOptions(options: OptionRecord[] | undefined, keys: OptionKeys = {}): NormalOption[] {
  const labelKey = keys.label ?? 'fullName';
  const valueKey = keys.value ?? 'id';
  const childrenKey = keys.children ?? 'children';
  return (options ?? []).map((option) => {
    const children = option[childrenKey];
    const normal: NormalOption = {
      label: String(option[labelKey] ?? ''),
      value: option[valueKey] as string | number,
    };
    if (option.disabled === true) normal.disabled = true;
    if (Array.isArray(children) && children.length > 0) {
      normal.children = normalizeOptions(children as OptionRecord[], keys);
    }
    return normal;
  });
}

/** The labels of the chosen values, in the order chosen; unknown values show as themselves. */
export function labelsOf(options: NormalOption[], values: unknown[]): string[] {
  return values.map((value) => String(options.find((option) => option.value === value)?.label ?? value));
}
