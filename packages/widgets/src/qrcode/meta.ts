import { CODE_FORM_OWNED } from '../barcode/meta.js';
import { ownProps } from '../meta/component-props.js';
import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

export const qrcodeMeta = defineMeta({
  jnpfKey: 'qrcode',
  group: 'advanced',
  title: t('二维码', '二維碼', 'QR code'),
  icon: 'qrcode',
  props: {
    dataType: 'static',
    staticText: '',
    relationField: '',
    size: 100,
    colorDark: '#000000',
    colorLight: '#ffffff',
  },
  properties: {
    dataType: prop.choice('数据来源', ['static', 'relation', 'form'], { default: 'static' }),
    staticText: prop.text('固定值'),
    relationField: prop.text('组件字段'),
    size: prop.integer('尺寸', { minimum: 1, default: 100 }),
    colorDark: prop.text('实点颜色'),
    colorLight: prop.text('背景色'),
  },
  toComponentProps: (field) => ownProps(field, CODE_FORM_OWNED),
});
