import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { datePickerMeta } from './meta.js';

export const datePickerDefinition = defineWidget({
  jnpfKey: 'datePicker',
  meta: datePickerMeta,
  widget: loadOnUse(
    () => import('./DatePickerWidget.js').then((module) => module.DatePickerWidget),
    'DatePickerWidget',
  ),
});
