import { FORM_OWNED_PROPS, ownProps } from '../meta/component-props.js';
import { defineMeta, t } from '../meta/define-meta.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';

/** For the codes `dataType` says where their text comes from, not where options come from. */
export const CODE_FORM_OWNED: ReadonlySet<string> = new Set(
  [...FORM_OWNED_PROPS].filter((name) => name !== 'dataType'),
);

export const barcodeMeta = defineMeta({
  jnpfKey: 'barcode',
  group: 'advanced',
  title: t('条形码', '條形碼', 'Barcode'),
  icon: 'barcode',
  props: {
    dataType: 'static',
    staticText: '',
    relationField: '',
    format: 'CODE128',
    lineColor: '#000000',
    background: '#ffffff',
    width: 4,
    height: 40,
  },
  properties: {
    dataType: prop.choice(LABELS.dataSource, [CHOICES.staticText, CHOICES.relation], { default: 'static' }),
    staticText: prop.text(LABELS.staticText),
    relationField: prop.text(LABELS.relationField),
    format: prop.choice(
      t('编码格式', '編碼格式', 'Barcode format'),
      ['CODE128', 'CODE39', 'EAN13', 'EAN8', 'UPC', 'ITF14', 'pharmacode'],
      {
        default: 'CODE128',
      },
    ),
    lineColor: prop.text(t('线条颜色', '線條顏色', 'Line color')),
    background: prop.text(LABELS.background),
    width: prop.number(t('宽度', '寬度', 'Width'), { minimum: 1, default: 4 }),
    height: prop.number(LABELS.height, { minimum: 1, default: 40 }),
  },
  toComponentProps: (field) => ownProps(field, CODE_FORM_OWNED),
});
