import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { linkMeta } from './meta.js';

export const linkDefinition = defineWidget({
  jnpfKey: 'link',
  meta: linkMeta,
  widget: loadOnUse(() => import('./LinkWidget.js').then((module) => module.LinkWidget), 'LinkWidget'),
});
