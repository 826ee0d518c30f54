import { CODE_FORM_OWNED } from '../barcode/meta.js';
import { ownProps } from '../meta/component-props.js';
import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { CHOICES, LABELS, prop } from '../meta/props-schema.js';
import { qrcodeLabels } from './messages.js';

const label = labelsOf(qrcodeLabels);

export const qrcodeMeta = defineMeta({
  jnpfKey: 'qrcode',
  group: 'advanced',
  title: label('qrCode'),
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
      [CHOICES.staticText, CHOICES.relation, ['form', label('currentFormUrl')]],
      { default: 'static' },
    ),
    staticText: prop.text(LABELS.staticText),
    relationField: prop.text(LABELS.relationField),
    size: prop.integer(label('size'), { minimum: 1, default: 100 }),
    colorDark: prop.text(label('foregroundColor')),
    colorLight: prop.text(LABELS.background),
  },
  toComponentProps: (field) => ownProps(field, CODE_FORM_OWNED),
});
