import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { checkboxMeta } from './meta.js';

export const checkboxDefinition = defineWidget({
  jnpfKey: 'checkbox',
  meta: checkboxMeta,
  widget: loadOnUse(
    () => import('./CheckboxWidget.js').then((module) => module.CheckboxWidget),
    'CheckboxWidget',
  ),
  takesDataSource: true,
  rjsfDefault: 'CheckboxWidget',
});
