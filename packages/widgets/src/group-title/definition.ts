import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { groupTitleMeta } from './meta.js';

export const groupTitleDefinition = defineWidget({
  jnpfKey: 'groupTitle',
  meta: groupTitleMeta,
  widget: loadOnUse(
    () => import('./GroupTitleWidget.js').then((module) => module.GroupTitleWidget),
    'GroupTitleWidget',
  ),
});
