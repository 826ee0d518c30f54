import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

export const billRuleMeta = defineMeta({
  jnpfKey: 'billRule',
  group: 'advanced',
  title: t('单据组件', '單據組件', 'Document number'),
  icon: 'documents',
  props: { rule: '', readonly: true },
  properties: { rule: prop.text(t('单据模板', '單據模板', 'Numbering rule')) },
});
