import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { relationFormMeta } from './meta.js';

export const relationFormDefinition = defineWidget({
  jnpfKey: 'relationForm',
  meta: relationFormMeta,
  widget: loadOnUse(
    () => import('./RelationFormWidget.js').then((module) => module.RelationFormWidget),
    'RelationFormWidget',
  ),
});
