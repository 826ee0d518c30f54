import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { areaSelectMeta } from './meta.js';

export const areaSelectDefinition = defineWidget({
  jnpfKey: 'areaSelect',
  meta: areaSelectMeta,
  widget: loadOnUse(
    () => import('./AreaSelectWidget.js').then((module) => module.AreaSelectWidget),
    'AreaSelectWidget',
  ),
});
