/** Where the province / city / district tree starts (root -1). */
export const AREA_ROOT_ID = '-1';

/** Address depth 2, down to districts. */
export const DEFAULT_AREA_LEVEL = 2;

/** A single field stores one id path (province first); a multiple one a list of them. */
export type AreaSelectValue = string[] | string[][];

/** A chosen place: its ids and names from the province down. */
export interface PickedArea {
  path: string[];
  names: string[];
}

/**
 * Whether a node can be picked: a real leaf, or a node at the configured depth (0 provinces,
 * 1 cities, 2 districts), which is then not expanded further. `depth` counts from 0 at the root's
 * children.
 */
export function isAreaLeaf(node: { isLeaf: boolean }, depth: number, level = DEFAULT_AREA_LEVEL): boolean {
  return node.isLeaf || depth >= Math.max(0, level);
}

const isPath = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'string' && id !== '');

/**
 * The id paths a stored value holds, whichever shape it arrived in: one path in single mode
 * (the first, if a list of paths was stored), every path in multiple mode.
 */
export function areaPathsOf(value: unknown, multiple: boolean): string[][] {
  if (!Array.isArray(value) || value.length === 0) return [];
  const paths = isPath(value) ? [value] : value.filter(isPath);
  return multiple ? paths.map((path) => [...path]) : paths.slice(0, 1).map((path) => [...path]);
}

/** What the field stores for these paths: the first path (or []) in single mode, the list in multiple. */
export function areaValueOf(paths: readonly (readonly string[])[], multiple: boolean): AreaSelectValue {
  if (multiple) return paths.map((path) => [...path]);
  return paths[0] ? [...paths[0]] : [];
}

/** One key per path, so the same place picked twice is one entry. */
export const areaPathKey = (path: readonly string[]) => path.join(',');

/** How a place reads: its names from the province down, 浙江省/杭州市/西湖区. */
export const areaPathText = (names: readonly string[]) => names.join('/');
