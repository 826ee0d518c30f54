import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { dividerMeta } from './meta.js';

export const dividerDefinition = defineWidget({
  jnpfKey: 'divider',
  meta: dividerMeta,
  widget: loadOnUse(
    () => import('./DividerWidget.js').then((module) => module.DividerWidget),
    'DividerWidget',
  ),
});
