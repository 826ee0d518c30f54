import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { selectMeta } from './meta.js';

export const selectDefinition = defineWidget({
  jnpfKey: 'select',
  meta: selectMeta,
  widget: loadOnUse(() => import('./SelectWidget.js').then((module) => module.SelectWidget), 'SelectWidget'),
  takesDataSource: true,
  rjsfDefault: 'SelectWidget',
});
