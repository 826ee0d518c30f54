import type { SchemaProblem } from '../form/validate-schema.js';
import { validateSchema } from '../form/validate-schema.js';
import {
  isListType,
  isSearchType,
  type ListButton,
  type ListColumn,
  type ListSchema,
  type ListSearch,
  ListType,
  SearchType,
} from '../list/types.js';
import { canonicalJnpfKey } from './jnpf-key-map.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * JNPF's column and search entries come in two shapes: flat (`prop`, `jnpfKey`) and, in
 * designs saved by newer versions, the whole field with `__vModel__` and `__config__`.
 */
function propOf(entry: Json): string | undefined {
  return text(entry.prop) ?? text(entry.__vModel__) ?? text(entry.id);
}

function keyOf(entry: Json, path: string, problems: SchemaProblem[]): string | undefined {
  const config = isObject(entry.__config__) ? entry.__config__ : {};
  const raw = text(entry.jnpfKey) ?? text(config.jnpfKey);
  if (raw === undefined) return undefined;
  const key = canonicalJnpfKey(raw);
  if (!key) problems.push({ path: `${path}.jnpfKey`, message: `unknown jnpfKey "${raw}"` });
  return key ?? raw;
}

function labelOf(entry: Json): string {
  const config = isObject(entry.__config__) ? entry.__config__ : {};
  return text(entry.label) ?? text(config.label) ?? '';
}

function column(entry: Json, path: string, problems: SchemaProblem[]): ListColumn | undefined {
  const prop = propOf(entry);
  if (!prop) {
    problems.push({ path, message: 'a column without prop is left out' });
    return undefined;
  }
  const result: ListColumn = { label: labelOf(entry), prop };
  const jnpfKey = keyOf(entry, path, problems);
  if (jnpfKey) result.jnpfKey = jnpfKey;
  if (entry.fixed === 'left' || entry.fixed === 'right' || entry.fixed === 'none') result.fixed = entry.fixed;
  if (entry.align === 'left' || entry.align === 'center' || entry.align === 'right')
    result.align = entry.align;
  if (typeof entry.sortable === 'boolean') result.sortable = entry.sortable;
  if (typeof entry.width === 'number' && entry.width > 0) result.width = entry.width;
  // Only Formwork's export writes it: a JNPF column's own `format` is its field's date pattern.
  if (typeof entry.formworkFormat === 'string' && entry.formworkFormat !== '')
    result.format = entry.formworkFormat;
  return result;
}

function search(entry: Json, path: string, problems: SchemaProblem[]): ListSearch | undefined {
  const prop = propOf(entry);
  if (!prop) {
    problems.push({ path, message: 'a search field without prop is left out' });
    return undefined;
  }
  const type = Number(entry.searchType);
  const searchType = isSearchType(type) ? type : SearchType.equal;
  const result: ListSearch = { label: labelOf(entry), prop, searchType };
  const jnpfKey = keyOf(entry, path, problems);
  if (jnpfKey) result.jnpfKey = jnpfKey;
  if (typeof entry.searchMultiple === 'boolean') result.searchMultiple = entry.searchMultiple;
  return result;
}

function buttons<V extends string>(
  raw: unknown,
  allowed: readonly V[],
  path: string,
  problems: SchemaProblem[],
) {
  const result: ListButton<V>[] = [];
  (Array.isArray(raw) ? raw : []).forEach((entry, i) => {
    const value = isObject(entry) ? text(entry.value) : undefined;
    if (!value || !allowed.includes(value as V)) {
      problems.push({ path: `${path}.${i}`, message: `unknown button "${String(value)}" is left out` });
      return;
    }
    const button: ListButton<V> = { value: value as V, label: text((entry as Json).label) ?? value };
    const icon = text((entry as Json).icon);
    if (icon) button.icon = icon;
    result.push(button);
  });
  return result;
}

function entries<T>(
  raw: unknown,
  path: string,
  problems: SchemaProblem[],
  map: typeof column | typeof search,
) {
  return (Array.isArray(raw) ? raw : [])
    .map((entry, i) => (isObject(entry) ? map(entry, `${path}.${i}`, problems) : undefined))
    .filter((entry): entry is NonNullable<typeof entry> => entry !== undefined) as T[];
}

const TREE_SOURCES = ['dictionary', 'organize', 'department', 'api'] as const;
const FLAGS = [
  'useColumnPermission',
  'useFormPermission',
  'useBtnPermission',
  'useDataPermission',
  'showSummary',
] as const;

/**
 * A JNPF list (its columnData, as an object or JSON text) in the canonical format. Entries it
 * cannot carry over are left out and each is reported; so are the result's own schema problems.
 */
export function importJnpfList(json: unknown): { list: ListSchema; problems: SchemaProblem[] } {
  const problems: SchemaProblem[] = [];
  let raw: unknown = json;
  if (typeof json === 'string') {
    try {
      raw = JSON.parse(json);
    } catch (error) {
      problems.push({ path: '', message: `not JSON: ${(error as Error).message}` });
    }
  }
  const source: Json = isObject(raw) ? raw : {};
  const type = Number(source.type);
  const list: ListSchema = {
    version: 1,
    kind: 'list',
    type: isListType(type) ? type : ListType.plain,
    hasPage: source.hasPage !== false,
    pageSize: typeof source.pageSize === 'number' && source.pageSize > 0 ? source.pageSize : 20,
    sort: source.sort === 'asc' ? 'asc' : 'desc',
    columnList: entries<ListColumn>(source.columnList, 'columnList', problems, column),
    searchList: entries<ListSearch>(source.searchList, 'searchList', problems, search),
    btnsList: buttons(
      source.btnsList,
      ['add', 'download', 'upload', 'batchRemove', 'batchPrint'],
      'btnsList',
      problems,
    ),
    columnBtnsList: buttons(source.columnBtnsList, ['edit', 'remove', 'detail'], 'columnBtnsList', problems),
  };
  const sidx = text(source.defaultSidx);
  if (sidx) list.defaultSidx = sidx;
  for (const key of [
    'treeTitle',
    'treeDictionary',
    'treePropsUrl',
    'treeRelation',
    'treePropsValue',
    'treePropsLabel',
    'groupField',
  ] as const) {
    const value = text(source[key]);
    if (value) list[key] = value;
  }
  const treeSource = text(source.treeDataSource);
  if (treeSource && (TREE_SOURCES as readonly string[]).includes(treeSource)) {
    list.treeDataSource = treeSource as ListSchema['treeDataSource'];
  }
  for (const flag of FLAGS) if (typeof source[flag] === 'boolean') list[flag] = source[flag] as boolean;
  if (Array.isArray(source.summaryField))
    list.summaryField = source.summaryField.filter((f) => typeof f === 'string');
  if (Array.isArray(source.printIds))
    list.printIds = source.printIds.filter((id): id is string => typeof id === 'string' && id !== '');
  return { list, problems: [...problems, ...validateSchema(list)] };
}
