import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { cascaderMeta } from './meta.js';

export const cascaderDefinition = defineWidget({
  jnpfKey: 'cascader',
  meta: cascaderMeta,
  widget: loadOnUse(
    () => import('./CascaderWidget.js').then((module) => module.CascaderWidget),
    'CascaderWidget',
  ),
  takesDataSource: true,
});
