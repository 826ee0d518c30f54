import type { Db } from '../../db/database.js';
import { type MessageKey, t } from '../../http/i18n/index.js';
import type { DataSchemeKind } from './tables.js';

/** The schemes every model's data permissions start from, each named by its kind. */
export const BUILT_IN_SCHEMES: ReadonlyArray<{
  kind: Exclude<DataSchemeKind, 'condition'>;
  fullName: string;
}> = [
  { kind: 'all', fullName: '全部数据' },
  { kind: 'own', fullName: '本人创建的数据' },
  { kind: 'ownDepartment', fullName: '本部门的数据' },
  { kind: 'ownDepartmentAndBelow', fullName: '本部门及下级部门的数据' },
  { kind: 'ownOrganisation', fullName: '本组织的数据' },
];

const NAME_KEYS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  ['all', 'dataScheme.all'],
  ['own', 'dataScheme.own'],
  ['ownDepartment', 'dataScheme.ownDepartment'],
  ['ownDepartmentAndBelow', 'dataScheme.ownDepartmentAndBelow'],
  ['ownOrganisation', 'dataScheme.ownOrganisation'],
]);

/**
 * A scheme's name as the role screen shows it: a built-in scheme still under the name it was made
 * with is named in the request's language; a renamed one, or one an administrator made, keeps the
 * administrator's words.
 */
export function shownSchemeName(enCode: string, fullName: string): string {
  const stock = BUILT_IN_SCHEMES.find((scheme) => scheme.kind === enCode);
  const key = NAME_KEYS.get(enCode);
  return stock && key && stock.fullName === fullName ? t(key) : fullName;
}

/** The id of a built-in scheme of a menu entry, the same on every installation. */
export const builtInSchemeId = (moduleId: string, kind: DataSchemeKind) => `${moduleId}:scheme:${kind}`;

/** Gives a menu entry the built-in schemes it lacks (by id or code); those it has stay as they are. */
export async function addBuiltInSchemes(db: Db, moduleId: string): Promise<void> {
  await db
    .insertInto('moduleDataScheme')
    .values(
      BUILT_IN_SCHEMES.map((scheme, index) => ({
        id: builtInSchemeId(moduleId, scheme.kind),
        moduleId,
        fullName: scheme.fullName,
        enCode: scheme.kind,
        kind: scheme.kind,
        sortCode: index,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
