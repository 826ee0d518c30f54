import { defineMeta, t } from '../meta/define-meta.js';
import { prop } from '../meta/props-schema.js';

export const billRuleMeta = defineMeta({
  jnpfKey: 'billRule',
  group: 'advanced',
  title: t('单据组件', '單據組件', 'Document number'),
  icon: 'documents',
  props: { rule: '', readonly: true },
  properties: { rule: prop.text('单据模板') },
});
