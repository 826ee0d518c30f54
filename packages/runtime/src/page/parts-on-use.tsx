import { loadOnUse } from '@formwork/widgets';

// antd's Result draws its status pictures inline (about 10 KiB); a model that opens never shows one.
export const NotFoundResultOnUse = loadOnUse(
  () => import('./online-dev/NotFoundResult.js').then((module) => module.NotFoundResult),
  'NotFoundResult',
  null,
);

// Only a record kept from an earlier release has retired values, and only its detail view shows them.
export const RetiredValuesOnUse = loadOnUse(
  () => import('./dialog/RetiredValues.js').then((module) => module.RetiredValues),
  'RetiredValues',
  null,
);

// Only a page with an import action opens its steps, with antd's Steps, Table and Alert.
export const ImportDialogOnUse = loadOnUse(
  () => import('./import/ImportDialog.js').then((module) => module.ImportDialog),
  'ImportDialog',
  null,
);

export function preloadPageParts(): Promise<unknown> {
  return Promise.all([
    NotFoundResultOnUse.preload(),
    RetiredValuesOnUse.preload(),
    ImportDialogOnUse.preload(),
  ]);
}
