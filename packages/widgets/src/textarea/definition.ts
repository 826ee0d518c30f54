import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { textareaMeta } from './meta.js';

export const textareaDefinition = defineWidget({
  jnpfKey: 'textarea',
  meta: textareaMeta,
  widget: loadOnUse(
    () => import('./TextareaWidget.js').then((module) => module.TextareaWidget),
    'TextareaWidget',
  ),
});
