import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { userSelectMeta, usersSelectMeta } from './meta.js';

export const userSelectDefinition = defineWidget({
  jnpfKey: 'userSelect',
  meta: userSelectMeta,
  widget: loadOnUse(
    () => import('./UserSelectWidget.js').then((module) => module.UserSelectWidget),
    'UserSelectWidget',
  ),
});

export const usersSelectDefinition = defineWidget({
  jnpfKey: 'usersSelect',
  meta: usersSelectMeta,
  widget: loadOnUse(
    () => import('./UserSelectWidget.js').then((module) => module.UsersSelectWidget),
    'UsersSelectWidget',
  ),
});
