import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { autoCompleteMeta } from './meta.js';

export const autoCompleteDefinition = defineWidget({
  jnpfKey: 'autoComplete',
  meta: autoCompleteMeta,
  widget: loadOnUse(
    () => import('./AutoCompleteWidget.js').then((module) => module.AutoCompleteWidget),
    'AutoCompleteWidget',
  ),
});
