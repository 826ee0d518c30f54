import type { OptionKeys, OptionRecord } from '../shared/types.js';

/** JNPF's default keys of a tree select's options. */
export const TREE_SELECT_KEYS = { label: 'fullName', value: 'id', children: 'children' } as const;

/** JNPF's lastLevel defaults: a node is a leaf when its hasChildren is false. */
export const DEFAULT_LAST_LEVEL_KEY = 'hasChildren';
export const DEFAULT_LAST_LEVEL_VALUE = false;

export type TreeValue = string | number;

/** Which nodes may be chosen: JNPF's lastLevel props of a tree select. */
export interface LastLevelRule {
  multiple?: boolean;
  /** Single mode only: only nodes whose `lastLevelKey` equals `lastLevelValue` are selectable. */
  lastLevel?: boolean;
  lastLevelKey?: string;
  lastLevelValue?: unknown;
}

/** An option as the antd tree select takes it, with the labels from the root down to it. */
export interface TreeOption {
  title: string;
  value: TreeValue;
  key: TreeValue;
  selectable: boolean;
  path: string[];
  children?: TreeOption[];
  /** A lazily fetched tree's node known to have no children. */
  isLeaf?: boolean;
}

const childrenOf = (record: OptionRecord, key: string): OptionRecord[] => {
  const children = record[key];
  return Array.isArray(children) ? (children as OptionRecord[]) : [];
};

/**
 * Whether a node can be chosen (in single mode with lastLevel, only nodes
 * whose hasChildren equals the configured leaf value). Options mapped to label/value/children
 * (fetched ones) carry no hasChildren: theirs is read from whether they have children.
 */
export function isSelectableNode(
  record: OptionRecord,
  rule: LastLevelRule,
  childrenKey: string = TREE_SELECT_KEYS.children,
): boolean {
  if (rule.multiple || !rule.lastLevel) return true;
  const key = rule.lastLevelKey || DEFAULT_LAST_LEVEL_KEY;
  const expected = rule.lastLevelValue ?? DEFAULT_LAST_LEVEL_VALUE;
  const actual =
    key in record
      ? record[key]
      : key === DEFAULT_LAST_LEVEL_KEY
        ? childrenOf(record, childrenKey).length > 0
        : undefined;
  return actual === expected;
}

/** The options through their `props` key names, each marked selectable or not by `rule`. */
export function treeOptionsOf(
  options: readonly OptionRecord[] | undefined,
  keys: OptionKeys = {},
  rule: LastLevelRule = {},
  parentPath: readonly string[] = [],
): TreeOption[] {
  const labelKey = keys.label ?? TREE_SELECT_KEYS.label;
  const valueKey = keys.value ?? TREE_SELECT_KEYS.value;
  const childrenKey = keys.children ?? TREE_SELECT_KEYS.children;
  return (options ?? []).map((record) => {
    const title = String(record[labelKey] ?? '');
    const value = record[valueKey] as TreeValue;
    const path = [...parentPath, title];
    const children = childrenOf(record, childrenKey);
    const option: TreeOption = {
      title,
      value,
      key: value,
      selectable: isSelectableNode(record, rule, childrenKey),
      path,
    };
    if (children.length > 0) option.children = treeOptionsOf(children, keys, rule, path);
    if (typeof record.isLeaf === 'boolean') option.isLeaf = record.isLeaf;
    return option;
  });
}

export function findOption(options: readonly TreeOption[], value: TreeValue): TreeOption | undefined {
  for (const option of options) {
    if (option.value === value) return option;
    const found = option.children && findOption(option.children, value);
    if (found) return found;
  }
  return undefined;
}

/** How chosen values read: each one's labels from the root, 总公司/研发部; unknown ones as themselves. */
export function pathTexts(options: readonly TreeOption[], values: readonly TreeValue[]): string[] {
  return values.map((value) => findOption(options, value)?.path.join('/') ?? String(value));
}
