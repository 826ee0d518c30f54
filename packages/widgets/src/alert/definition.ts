import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { alertMeta } from './meta.js';

export const alertDefinition = defineWidget({
  jnpfKey: 'alert',
  meta: alertMeta,
  widget: loadOnUse(() => import('./AlertWidget.js').then((module) => module.AlertWidget), 'AlertWidget'),
});
