import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { tableMeta } from './meta.js';

export const tableDefinition = defineWidget({
  jnpfKey: 'table',
  meta: tableMeta,
  widget: loadOnUse(
    () => import('./SubTableWidget.js').then((module) => module.SubTableView),
    'SubTableView',
  ),
  drawsCellsWithRegistry: true,
});
