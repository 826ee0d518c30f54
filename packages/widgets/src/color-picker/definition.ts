import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { colorPickerMeta } from './meta.js';

export const colorPickerDefinition = defineWidget({
  jnpfKey: 'colorPicker',
  meta: colorPickerMeta,
  widget: loadOnUse(
    () => import('./ColorPickerWidget.js').then((module) => module.ColorPickerWidget),
    'ColorPickerWidget',
  ),
});
