import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import {
  createTimeMeta,
  createUserMeta,
  currOrganizeMeta,
  currPositionMeta,
  modifyTimeMeta,
  modifyUserMeta,
} from './meta.js';

export const createUserDefinition = defineWidget({
  jnpfKey: 'createUser',
  meta: createUserMeta,
  widget: loadOnUse(
    () => import('./SystemFieldWidget.js').then((module) => module.CreateUserWidget),
    'CreateUserWidget',
  ),
});

export const createTimeDefinition = defineWidget({
  jnpfKey: 'createTime',
  meta: createTimeMeta,
  widget: loadOnUse(
    () => import('./SystemFieldWidget.js').then((module) => module.CreateTimeWidget),
    'CreateTimeWidget',
  ),
});

export const modifyUserDefinition = defineWidget({
  jnpfKey: 'modifyUser',
  meta: modifyUserMeta,
  widget: loadOnUse(
    () => import('./SystemFieldWidget.js').then((module) => module.ModifyUserWidget),
    'ModifyUserWidget',
  ),
});

export const modifyTimeDefinition = defineWidget({
  jnpfKey: 'modifyTime',
  meta: modifyTimeMeta,
  widget: loadOnUse(
    () => import('./SystemFieldWidget.js').then((module) => module.ModifyTimeWidget),
    'ModifyTimeWidget',
  ),
});

export const currOrganizeDefinition = defineWidget({
  jnpfKey: 'currOrganize',
  meta: currOrganizeMeta,
  widget: loadOnUse(
    () => import('./SystemFieldWidget.js').then((module) => module.CurrOrganizeWidget),
    'CurrOrganizeWidget',
  ),
});

export const currPositionDefinition = defineWidget({
  jnpfKey: 'currPosition',
  meta: currPositionMeta,
  widget: loadOnUse(
    () => import('./SystemFieldWidget.js').then((module) => module.CurrPositionWidget),
    'CurrPositionWidget',
  ),
});
