import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { calculateMeta } from './meta.js';

export const calculateDefinition = defineWidget({
  jnpfKey: 'calculate',
  meta: calculateMeta,
  widget: loadOnUse(
    () => import('./CalculateWidget.js').then((module) => module.CalculateWidget),
    'CalculateWidget',
  ),
});
