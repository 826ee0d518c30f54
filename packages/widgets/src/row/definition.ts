import { defineWidget } from '../registry/widget-definition.js';
import { rowMeta } from './meta.js';
import { RowContainer } from './RowContainer.js';

export const rowDefinition = defineWidget({
  jnpfKey: 'row',
  meta: rowMeta,
  container: RowContainer,
  holdsFields: true,
});
