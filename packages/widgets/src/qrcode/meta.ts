import { CODE_FORM_OWNED } from '../barcode/meta.js';
import { ownProps } from '../meta/component-props.js';
import { defineMeta, t } from '../meta/define-meta.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';

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
    dataType: prop.choice(
      LABELS.dataSource,
      [CHOICES.staticText, CHOICES.relation, ['form', t('当前表单路径', '當前表單路徑', 'Current form URL')]],
      { default: 'static' },
    ),
    staticText: prop.text(LABELS.staticText),
    relationField: prop.text(LABELS.relationField),
    size: prop.integer(t('尺寸', '尺寸', 'Size'), { minimum: 1, default: 100 }),
    colorDark: prop.text(t('实点颜色', '實點顏色', 'Foreground color')),
    colorLight: prop.text(LABELS.background),
  },
  toComponentProps: (field) => ownProps(field, CODE_FORM_OWNED),
});
