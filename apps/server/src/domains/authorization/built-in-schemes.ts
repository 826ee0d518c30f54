import type { Db } from '../../db/database.js';
import type { DataSchemeKind } from '../../db/tables.js';

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
