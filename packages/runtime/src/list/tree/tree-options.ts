import type { ListSchema } from '@formwork/schema';
import type { ListTree, TreeOption } from '../types.js';

/** The organisation as a tree of companies and departments, nodes {id, fullName, children}. */
const ORGANIZE_TREE = '/api/permission/Organize/Department/Selector/0';

/**
 * Where a left-tree list's tree comes from: a path in treePropsUrl as given; otherwise a dictionary
 * type's selector, the organisation tree or a data interface's response.
 */
export function treeUrl(list: ListSchema): string | null {
  const { treeDataSource, treePropsUrl, treeDictionary } = list;
  if (treePropsUrl?.startsWith('/')) return treePropsUrl;
  if (treeDataSource === 'dictionary') {
    const type = treeDictionary || treePropsUrl;
    return type ? `/api/system/DictionaryData/${encodeURIComponent(type)}/Data/Selector` : null;
  }
  if (treeDataSource === 'organize' || treeDataSource === 'department') return ORGANIZE_TREE;
  if (treeDataSource === 'api' && treePropsUrl) {
    return `/api/system/DataInterface/${encodeURIComponent(treePropsUrl)}/Actions/Response`;
  }
  return null;
}

/** The tree of a left-tree list, from its tree settings. */
export function listTreeOf(list: ListSchema): ListTree {
  return {
    url: treeUrl(list),
    idField: list.treePropsValue || 'id',
    labelField: list.treePropsLabel || 'fullName',
    childrenField: 'children',
    param: list.treeRelation,
    title: list.treeTitle,
  };
}

/** The answer is either the node list itself or `{list}`. */
export function nodesOfAnswer(answer: unknown): Record<string, unknown>[] {
  if (Array.isArray(answer)) return answer as Record<string, unknown>[];
  // Selectors answer {list}; a data interface's Response answers {data: rows}.
  const { list, data } = (answer ?? {}) as { list?: unknown; data?: unknown };
  const rows = Array.isArray(list) ? list : data;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

export function toTreeOptions(
  nodes: readonly Record<string, unknown>[],
  labelKey: string,
  valueKey: string,
  childrenKey = 'children',
): TreeOption[] {
  return nodes.map((node) => {
    const option: TreeOption = {
      label: String(node[labelKey] ?? ''),
      value: node[valueKey] as string | number,
    };
    const children = node[childrenKey];
    if (Array.isArray(children) && children.length > 0) {
      option.children = toTreeOptions(children as Record<string, unknown>[], labelKey, valueKey, childrenKey);
    }
    return option;
  });
}

/** Nodes whose label holds the text, with the branches leading to them. */
export function filterTree(options: readonly TreeOption[], text: string): TreeOption[] {
  const needle = text.trim();
  if (!needle) return [...options];
  return options.flatMap((option) => {
    if (option.label.includes(needle)) return [option];
    const children = filterTree(option.children ?? [], needle);
    return children.length > 0 ? [{ ...option, children }] : [];
  });
}
