import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { inputMeta } from './meta.js';

export const inputDefinition = defineWidget({
  jnpfKey: 'input',
  meta: inputMeta,
  widget: loadOnUse(() => import('./InputWidget.js').then((module) => module.InputWidget), 'InputWidget'),
});
