import { defineWidget } from '../registry/widget-definition.js';
import { RowContainer } from '../row/RowContainer.js';
import { tabItemMeta, tabMeta } from './meta.js';
import { TabsContainer } from './TabsContainer.js';

export const tabDefinition = defineWidget({
  jnpfKey: 'tab',
  meta: tabMeta,
  container: TabsContainer,
});

export const tabItemDefinition = defineWidget({
  jnpfKey: 'tabItem',
  meta: tabItemMeta,
  container: RowContainer,
  holdsFields: true,
});
