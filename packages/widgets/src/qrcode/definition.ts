import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { qrcodeMeta } from './meta.js';

export const qrcodeDefinition = defineWidget({
  jnpfKey: 'qrcode',
  meta: qrcodeMeta,
  widget: loadOnUse(() => import('./QrcodeWidget.js').then((module) => module.QrcodeWidget), 'QrcodeWidget'),
});
