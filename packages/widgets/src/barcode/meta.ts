import { FORM_OWNED_PROPS, ownProps } from '../meta/component-props.js';
import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';
import { barcodeLabels } from './messages.js';

const label = labelsOf(barcodeLabels);

/** For the codes `dataType` says where their text comes from, not where options come from. */
export const CODE_FORM_OWNED: ReadonlySet<string> = new Set(
  [...FORM_OWNED_PROPS].filter((name) => name !== 'dataType'),
);

export const barcodeMeta = defineMeta({
  jnpfKey: 'barcode',
  group: 'advanced',
  title: label('barcode'),
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
      label('barcodeFormat'),
      ['CODE128', 'CODE39', 'EAN13', 'EAN8', 'UPC', 'ITF14', 'pharmacode'],
      {
        default: 'CODE128',
      },
    ),
    lineColor: prop.text(label('lineColor')),
    background: prop.text(LABELS.background),
    width: prop.number(label('width'), { minimum: 1, default: 4 }),
    height: prop.number(LABELS.height, { minimum: 1, default: 40 }),
  },
  toComponentProps: (field) => ownProps(field, CODE_FORM_OWNED),
});
