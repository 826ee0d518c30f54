import type { FieldOption } from '../form/types.js';
import type { JnpfField, OptionKeys } from './jnpf-types.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Which option properties hold label, value and children. Three generations of JNPF keep them
 * in three places: the component's `props` (JNPF 5), its nested `props.props` (JNPF 3.4
 * cascader and tree select) and `__config__.props` (JNPF 3 radio, checkbox and select).
 */
export function optionKeysOf(field: JnpfField): OptionKeys {
  const top: Record<string, unknown> = isObject(field.props) ? field.props : {};
  const nested: Record<string, unknown> = isObject(top.props) ? top.props : {};
  const config: Record<string, unknown> = isObject(field.__config__?.props) ? field.__config__.props : {};
  const pick = (name: keyof OptionKeys) => textOf(top[name]) ?? textOf(nested[name]) ?? textOf(config[name]);
  const keys: OptionKeys = {};
  const label = pick('label');
  const value = pick('value');
  const children = pick('children');
  if (label) keys.label = label;
  if (value) keys.value = value;
  if (children) keys.children = children;
  const multiple = nested.multiple ?? top.multiple;
  if (typeof multiple === 'boolean') keys.multiple = multiple;
  return keys;
}

/** Inline options in the canonical {label, value, children} shape. */
export function optionsOf(field: JnpfField, keys: OptionKeys): FieldOption[] | undefined {
  const raw = field.__slot__?.options ?? field.options;
  if (!Array.isArray(raw)) return undefined;
  const labelKey = keys.label ?? 'fullName';
  const valueKey = keys.value ?? 'id';
  const childrenKey = keys.children ?? 'children';
  const convert = (o: Record<string, unknown>): FieldOption => {
    const children = o[childrenKey];
    return {
      label: String(o[labelKey] ?? o.label ?? ''),
      value: (o[valueKey] ?? o.value ?? '') as string | number,
      ...(Array.isArray(children) && { children: children.filter(isObject).map(convert) }),
    };
  };
  return raw.filter(isObject).map(convert);
}
