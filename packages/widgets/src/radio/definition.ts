import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { radioMeta } from './meta.js';

export const radioDefinition = defineWidget({
  jnpfKey: 'radio',
  meta: radioMeta,
  widget: loadOnUse(() => import('./RadioWidget.js').then((module) => module.RadioWidget), 'RadioWidget'),
  takesDataSource: true,
});
