import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { treeSelectMeta } from './meta.js';

export const treeSelectDefinition = defineWidget({
  jnpfKey: 'treeSelect',
  meta: treeSelectMeta,
  widget: loadOnUse(
    () => import('./TreeSelectWidget.js').then((module) => module.TreeSelectWidget),
    'TreeSelectWidget',
  ),
});
