import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { rateMeta } from './meta.js';

export const rateDefinition = defineWidget({
  jnpfKey: 'rate',
  meta: rateMeta,
  widget: loadOnUse(() => import('./RateWidget.js').then((module) => module.RateWidget), 'RateWidget'),
});
