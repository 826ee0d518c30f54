import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { popupSelectMeta, popupTableSelectMeta } from './meta.js';

export const popupTableSelectDefinition = defineWidget({
  jnpfKey: 'popupTableSelect',
  meta: popupTableSelectMeta,
  widget: loadOnUse(
    () => import('./PopupTableSelectWidget.js').then((module) => module.PopupTableSelectWidget),
    'PopupTableSelectWidget',
  ),
});

export const popupSelectDefinition = defineWidget({
  jnpfKey: 'popupSelect',
  meta: popupSelectMeta,
  widget: loadOnUse(
    () => import('./PopupSelectWidget.js').then((module) => module.PopupSelectWidget),
    'PopupSelectWidget',
  ),
});
