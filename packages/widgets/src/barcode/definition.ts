import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { barcodeMeta } from './meta.js';

export const barcodeDefinition = defineWidget({
  jnpfKey: 'barcode',
  meta: barcodeMeta,
  widget: loadOnUse(
    () => import('./BarcodeWidget.js').then((module) => module.BarcodeWidget),
    'BarcodeWidget',
  ),
});
