import { defineWidget } from '../registry/widget-definition.js';
import { RowContainer } from '../row/RowContainer.js';
import { CollapseContainer } from './CollapseContainer.js';
import { collapseItemMeta, collapseMeta } from './meta.js';

export const collapseDefinition = defineWidget({
  jnpfKey: 'collapse',
  meta: collapseMeta,
  container: CollapseContainer,
});

export const collapseItemDefinition = defineWidget({
  jnpfKey: 'collapseItem',
  meta: collapseItemMeta,
  container: RowContainer,
  holdsFields: true,
});
