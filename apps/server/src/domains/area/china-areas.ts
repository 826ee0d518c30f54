import { createRequire } from 'node:module';

/** One row of the area table as the seed writes it. */
export interface AreaRow {
  id: string;
  parentId: string;
  fullName: string;
  level: number;
  sortCode: number;
}

/** Above the provinces: the picker's root call asks for the children of -1. */
export const AREA_ROOT = '-1';
/** The package's own key for the list of provinces. */
const PACKAGE_ROOT = '86';
const DEEPEST = 3;

type Divisions = Record<string, Record<string, string> | undefined>;

/**
 * China's provinces, cities and districts from the china-area-data package (MIT, GB/T 2260
 * codes): each code maps to its children by code and name. Hong Kong and Macao list districts
 * directly under the region, so those sit at level 2 and are leaves there. The package gives six
 * districts of 台中市 the codes of 基隆市's; a code is the key, so the first one listed keeps it.
 */
export function chinaAreas(): AreaRow[] {
  const divisions = createRequire(import.meta.url)('china-area-data/data.json') as Divisions;
  const rows: AreaRow[] = [];
  const seen = new Set<string>();
  const walk = (code: string, parentId: string, level: number) => {
    const children = Object.entries(divisions[code] ?? {});
    for (const [index, [id, fullName]] of children.entries()) {
      if (seen.has(id)) continue;
      seen.add(id);
      rows.push({ id, parentId, fullName, level, sortCode: index });
      if (level < DEEPEST) walk(id, id, level + 1);
    }
  };
  walk(PACKAGE_ROOT, AREA_ROOT, 1);
  return rows;
}
