import { defineWidget } from '../registry/widget-definition.js';
import { tableGridMeta, tableGridTdMeta, tableGridTrMeta } from './meta.js';
import { TableGridContainer } from './TableGridContainer.js';

export const tableGridDefinition = defineWidget({
  jnpfKey: 'tableGrid',
  meta: tableGridMeta,
  container: TableGridContainer,
});

export const tableGridTrDefinition = defineWidget({
  jnpfKey: 'tableGridTr',
  meta: tableGridTrMeta,
  drawnByParent: true,
});

export const tableGridTdDefinition = defineWidget({
  jnpfKey: 'tableGridTd',
  meta: tableGridTdMeta,
  drawnByParent: true,
  holdsFields: true,
});
