import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { depSelectMeta, organizeSelectMeta } from './meta.js';

export const organizeSelectDefinition = defineWidget({
  jnpfKey: 'organizeSelect',
  meta: organizeSelectMeta,
  widget: loadOnUse(
    () => import('./OrganizeSelectWidget.js').then((module) => module.OrganizeSelectWidget),
    'OrganizeSelectWidget',
  ),
});

export const depSelectDefinition = defineWidget({
  jnpfKey: 'depSelect',
  meta: depSelectMeta,
  widget: loadOnUse(
    () => import('./DepSelectWidget.js').then((module) => module.DepSelectWidget),
    'DepSelectWidget',
  ),
});
