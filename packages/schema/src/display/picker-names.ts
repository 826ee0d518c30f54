import { type PickerKind, pickerKindOfKey } from '../form/jnpf-key-traits.js';
import type { FieldSchema } from '../form/types.js';

export type { PickerKind };

/**
 * Names of the records picker values hold, by kind then id: what a list page, a printout or an
 * export needs to show names where the form shows them. Ids come from stored values, so a lookup
 * reads own properties only.
 */
export type PickerNames = Partial<Record<PickerKind, Record<string, string>>> & {
  /**
   * What relation pickers (relationForm, popupSelect, popupTableSelect) show for the keys they
   * store, by the source they pick from (relationSourceOf) then key: their rows belong to no one
   * kind, and two fields showing different columns of one source show different texts. A key its
   * source does not find (a record deleted or out of the reader's reach) is named '', as the
   * picker shows nothing for it.
   */
  relations?: Record<string, Record<string, string>>;
};

/** What a user picker may store instead of a user: whoever fills the form in. */
export const CURRENT_USER_VALUE = 'currentUser';

/** The kind of records a field's stored ids name; undefined for a field that stores no such ids. */
export function pickerKindOf(field: Pick<FieldSchema, 'jnpfKey'>): PickerKind | undefined {
  return pickerKindOfKey.get(field.jnpfKey);
}

const propText = (value: unknown, fallback = ''): string =>
  typeof value === 'string' && value !== '' ? value : fallback;

/**
 * Where a relation picker's stored keys are named, as one text: a released model's records and
 * the field of theirs shown (relationForm), or a data interface's rows, the column stored and the
 * column shown (popupSelect, popupTableSelect, whose defaults are JNPF's id and fullName).
 * Undefined for any other field, or one not configured enough to name anything.
 */
export function relationSourceOf(field: Pick<FieldSchema, 'jnpfKey' | 'props'>): string | undefined {
  const props = field.props ?? {};
  if (field.jnpfKey === 'relationForm') {
    const modelId = propText(props.modelId);
    const shown = propText(props.relationField);
    return modelId && shown ? JSON.stringify(['model', modelId, shown]) : undefined;
  }
  if (field.jnpfKey === 'popupSelect' || field.jnpfKey === 'popupTableSelect') {
    const interfaceId = propText(props.interfaceId);
    if (!interfaceId) return undefined;
    return JSON.stringify([
      'interface',
      interfaceId,
      propText(props.propsValue, 'id'),
      propText(props.relationField, 'fullName'),
    ]);
  }
  return undefined;
}

/** The names a relation source's keys have in `names`; undefined when it names none of them. */
export function relationNamesOf(
  names: PickerNames | undefined,
  source: string,
): Record<string, string> | undefined {
  const relations = names?.relations;
  return relations && Object.hasOwn(relations, source) ? relations[source] : undefined;
}

/**
 * The text of a relation picker's value as its widget shows it: what each key's row shows,
 * comma-separated, leaving out keys whose row shows nothing; a key not named at all as itself.
 */
export function relationText(source: string, value: unknown, names: PickerNames): string {
  const named = relationNamesOf(names, source);
  return pickerIdsOf(value)
    .map((id) => (named && Object.hasOwn(named, id) ? (named[id] as string) : id))
    .filter((text) => text !== '')
    .join(',');
}

/** Every id a picker value holds, however nested (an id, a list of ids, id paths). */
export function pickerIdsOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(pickerIdsOf);
  return [];
}

/** The name of an id of a kind, or the id itself when nobody could name it. */
export function pickerName(names: PickerNames, kind: PickerKind, id: string): string {
  const ofKind = names[kind];
  return ofKind && Object.hasOwn(ofKind, id) ? (ofKind[id] as string) : id;
}

const isPath = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'string');

/** The id paths a path-valued picker holds: one path, or a list of them. */
function pathsOf(value: unknown): string[][] {
  if (!Array.isArray(value)) return typeof value === 'string' && value !== '' ? [[value]] : [];
  return isPath(value) ? [value] : value.filter(isPath);
}

/**
 * The text of a picker's value as its widget shows it: each record's name, comma-separated; an
 * organisation by its own name (the last of its path, 研发部); a place by its names from the
 * province down (浙江省/杭州市/西湖区); `currentUser` in a user picker as `currentUser` says.
 */
export function pickerText(
  kind: PickerKind,
  value: unknown,
  names: PickerNames,
  currentUser: string,
): string {
  const name = (id: string) =>
    kind === 'user' && id === CURRENT_USER_VALUE ? currentUser : pickerName(names, kind, id);
  switch (kind) {
    case 'area':
      return pathsOf(value)
        .map((path) => path.map(name).join('/'))
        .join(',');
    case 'organize':
      return pathsOf(value)
        .map((path) => name(path.at(-1) as string))
        .join(',');
    default:
      return pickerIdsOf(value).map(name).join(',');
  }
}
