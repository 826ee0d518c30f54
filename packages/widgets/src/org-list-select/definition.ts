import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { groupSelectMeta, posSelectMeta, roleSelectMeta } from './meta.js';

export const posSelectDefinition = defineWidget({
  jnpfKey: 'posSelect',
  meta: posSelectMeta,
  widget: loadOnUse(
    () => import('./OrgListWidgets.js').then((module) => module.PosSelectWidget),
    'PosSelectWidget',
  ),
});

export const roleSelectDefinition = defineWidget({
  jnpfKey: 'roleSelect',
  meta: roleSelectMeta,
  widget: loadOnUse(
    () => import('./OrgListWidgets.js').then((module) => module.RoleSelectWidget),
    'RoleSelectWidget',
  ),
});

export const groupSelectDefinition = defineWidget({
  jnpfKey: 'groupSelect',
  meta: groupSelectMeta,
  widget: loadOnUse(
    () => import('./OrgListWidgets.js').then((module) => module.GroupSelectWidget),
    'GroupSelectWidget',
  ),
});
