import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { sliderMeta } from './meta.js';

export const sliderDefinition = defineWidget({
  jnpfKey: 'slider',
  meta: sliderMeta,
  widget: loadOnUse(() => import('./SliderWidget.js').then((module) => module.SliderWidget), 'SliderWidget'),
});
