import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { editorMeta } from './meta.js';

export const editorDefinition = defineWidget({
  jnpfKey: 'editor',
  meta: editorMeta,
  widget: loadOnUse(() => import('./EditorWidget.js').then((module) => module.EditorWidget), 'EditorWidget'),
});
