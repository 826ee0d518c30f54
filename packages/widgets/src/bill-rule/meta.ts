import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { prop } from '../meta/props-schema.js';
import { billRuleLabels } from './messages.js';

const label = labelsOf(billRuleLabels);

export const billRuleMeta = defineMeta({
  jnpfKey: 'billRule',
  group: 'advanced',
  title: label('documentNumber'),
  icon: 'documents',
  props: { rule: '', readonly: true },
  properties: { rule: prop.text(label('numberingRule')) },
});
