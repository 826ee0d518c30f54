import type { FieldOption, FieldProps, FieldSchema } from '../form/types.js';

/** Where a field's options come from at run time; static ones are in the schema itself. */
export type OptionSource =
  | { kind: 'static' }
  | { kind: 'dictionary'; dictionaryType: string }
  | { kind: 'dynamic'; propsUrl: string };

/** A field naming a dictionary or interface without saying which falls back to its static options. */
export function optionSourceOf(field: FieldSchema): OptionSource {
  const props = field.props ?? {};
  if (props.dataType === 'dictionary' && props.dictionaryType)
    return { kind: 'dictionary', dictionaryType: props.dictionaryType };
  if (props.dataType === 'dynamic' && props.propsUrl) return { kind: 'dynamic', propsUrl: props.propsUrl };
  return { kind: 'static' };
}

type OptionProps = FieldProps['optionProps'];
type Fetched = Record<string, unknown>;

const isRecord = (value: unknown): value is Fetched =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first of the named properties the record has; JNPF's names, then the canonical ones. */
function pick(record: Fetched, names: ReadonlyArray<string | undefined>): unknown {
  for (const name of names)
    if (name && record[name] !== undefined && record[name] !== null) return record[name];
  return undefined;
}

/**
 * Options from fetched records (dictionary items, a data interface's rows). Label and value are
 * read through the field's optionProps, else JNPF's defaults fullName and id, else label and
 * value. So a dictionary field stores the item's id unless optionProps.value is 'enCode'.
 * Records without a value are dropped; children nest as in the records.
 */
export function fetchedOptions(records: readonly unknown[], optionProps?: OptionProps): FieldOption[] {
  const options: FieldOption[] = [];
  for (const record of records) {
    if (!isRecord(record)) continue;
    const value = pick(record, [optionProps?.value, 'id', 'value']);
    if (value === undefined) continue;
    const label = pick(record, [optionProps?.label, 'fullName', 'label']);
    const option: FieldOption = {
      label: String(label ?? value),
      value: typeof value === 'number' ? value : String(value),
    };
    if (Array.isArray(record.children) && record.children.length > 0)
      option.children = fetchedOptions(record.children, optionProps);
    if (typeof record.isLeaf === 'boolean') option.isLeaf = record.isLeaf;
    options.push(option);
  }
  return options;
}
