import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { timePickerMeta } from './meta.js';

export const timePickerDefinition = defineWidget({
  jnpfKey: 'timePicker',
  meta: timePickerMeta,
  widget: loadOnUse(
    () => import('./TimePickerWidget.js').then((module) => module.TimePickerWidget),
    'TimePickerWidget',
  ),
});
