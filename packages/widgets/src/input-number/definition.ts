import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { inputNumberMeta } from './meta.js';

export const inputNumberDefinition = defineWidget({
  jnpfKey: 'inputNumber',
  meta: inputNumberMeta,
  widget: loadOnUse(
    () => import('./InputNumberWidget.js').then((module) => module.InputNumberWidget),
    'InputNumberWidget',
  ),
});
