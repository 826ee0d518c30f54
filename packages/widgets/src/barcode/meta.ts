import { FORM_OWNED_PROPS, ownProps } from '../meta/component-props.js';
import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

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
    dataType: prop.choice('数据来源', ['static', 'relation'], { default: 'static' }),
    staticText: prop.text('固定值'),
    relationField: prop.text('组件字段'),
    format: prop.choice('编码格式', ['CODE128', 'CODE39', 'EAN13', 'EAN8', 'UPC', 'ITF14', 'pharmacode'], {
      default: 'CODE128',
    }),
    lineColor: prop.text('线条颜色'),
    background: prop.text('背景色'),
    width: prop.number('宽度', { minimum: 1, default: 4 }),
    height: prop.number('高度', { minimum: 1, default: 40 }),
  },
  toComponentProps: (field) => ownProps(field, CODE_FORM_OWNED),
});
