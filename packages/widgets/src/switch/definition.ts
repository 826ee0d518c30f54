import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { switchMeta } from './meta.js';

export const switchDefinition = defineWidget({
  jnpfKey: 'switch',
  meta: switchMeta,
  widget: loadOnUse(() => import('./SwitchWidget.js').then((module) => module.SwitchWidget), 'SwitchWidget'),
});
