import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { textMeta } from './meta.js';

export const textDefinition = defineWidget({
  jnpfKey: 'text',
  meta: textMeta,
  widget: loadOnUse(() => import('./TextWidget.js').then((module) => module.TextWidget), 'TextWidget'),
  rjsfDefault: 'TextWidget',
});
