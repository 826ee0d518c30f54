import { loadOnUse } from '../registry/load-on-use.js';
import { defineWidget } from '../registry/widget-definition.js';
import { billRuleMeta } from './meta.js';

export const billRuleDefinition = defineWidget({
  jnpfKey: 'billRule',
  meta: billRuleMeta,
  widget: loadOnUse(
    () => import('./BillRuleWidget.js').then((module) => module.BillRuleWidget),
    'BillRuleWidget',
  ),
});
