import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';

export const numRangeDefinition = defineWidget({
  jnpfKey: 'numRange',
  widget: loadOnUse(
    () => import('./NumRangeWidget.js').then((module) => module.NumRangeWidget),
    'NumRangeWidget',
  ),
});
