import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { popupAttrMeta, relationFormAttrMeta } from './meta.js';

export const popupAttrDefinition = defineWidget({
  jnpfKey: 'popupAttr',
  meta: popupAttrMeta,
  widget: loadOnUse(
    () => import('./RelationAttrWidget.js').then((module) => module.PopupAttrWidget),
    'PopupAttrWidget',
  ),
});

export const relationFormAttrDefinition = defineWidget({
  jnpfKey: 'relationFormAttr',
  meta: relationFormAttrMeta,
  widget: loadOnUse(
    () => import('./RelationAttrWidget.js').then((module) => module.RelationFormAttrWidget),
    'RelationFormAttrWidget',
  ),
});
