import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { buttonMeta } from './meta.js';

export const buttonDefinition = defineWidget({
  jnpfKey: 'button',
  meta: buttonMeta,
  widget: loadOnUse(() => import('./ButtonWidget.js').then((module) => module.ButtonWidget), 'ButtonWidget'),
});
