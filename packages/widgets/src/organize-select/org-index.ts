import type { OrgNode } from '../data-provider/index.js';
import type { PickedItem } from '../picker-dialog/index.js';

/** A node of a loaded organisation tree with the ids and names from the root down to it. */
export interface OrgEntry {
  node: OrgNode;
  path: string[];
  names: string[];
}

/** A chosen organisation or department: its id, its id path and how the lists show it. */
export interface OrgPick extends PickedItem {
  id: string;
  path: string[];
  /** The node's own name, which the field shows (研发部). */
  name: string;
}

/** Every node of a tree by id, with its path (the node's organizeIds when it carries them). */
export function indexOrgTree(nodes: readonly OrgNode[]): Map<string, OrgEntry> {
  const index = new Map<string, OrgEntry>();
  const walk = (level: readonly OrgNode[], parentPath: string[], parentNames: string[]) => {
    for (const node of level) {
      const path = node.organizeIds?.length ? [...node.organizeIds] : [...parentPath, node.id];
      const names = [...parentNames, node.fullName];
      index.set(node.id, { node, path, names });
      walk(node.children ?? [], path, names);
    }
  };
  walk(nodes, [], []);
  return index;
}

/** Paths compare by their ids; the same department reached twice is one path. */
export const pathKey = (path: readonly string[]) => path.join(',');

/** organizeSelect: keyed by path, listed with the whole path of names (总公司/研发部). */
export function organizePick({ node, path, names }: OrgEntry): OrgPick {
  return { key: pathKey(path), id: node.id, path, name: node.fullName, label: names.join('/') };
}

/** depSelect: keyed by department id, listed by name with the path below it. */
export function departmentPick({ node, path, names }: OrgEntry): OrgPick {
  return {
    key: node.id,
    id: node.id,
    path,
    name: node.fullName,
    label: node.fullName,
    description: names.join('/'),
  };
}

/** A stored value nobody could name: shown by its id once loading is over, blank before. */
export function unnamedPick(key: string, path: string[], loading: boolean): OrgPick {
  const id = path.at(-1) ?? key;
  const name = loading ? '' : id;
  return { key, id, path, name, label: name };
}

/** Companies hold departments; depSelect stores departments only (as JNPF). */
export const isDepartment = (node: OrgNode) => node.type !== 'company';

/**
 * The id paths an organizeSelect value holds: one path in single mode, a list of paths in
 * multiple mode (a lone path is taken as a list of one).
 */
export function organizePathsOf(value: unknown, multiple: boolean): string[][] {
  if (!Array.isArray(value) || value.length === 0) return [];
  const isPath = (candidate: unknown): candidate is string[] =>
    Array.isArray(candidate) && candidate.length > 0 && candidate.every((id) => typeof id === 'string');
  const paths = isPath(value) ? [value] : value.filter(isPath);
  return multiple ? paths : paths.slice(0, 1);
}

/** What organizeSelect stores: the path ([] when empty), or the list of paths when multiple. */
export function organizeValueOf(paths: readonly string[][], multiple: boolean): string[] | string[][] {
  return multiple ? paths.map((path) => [...path]) : [...(paths[0] ?? [])];
}
