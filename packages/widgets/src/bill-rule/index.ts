export { BillRulePicker, type BillRulePickerProps } from './BillRulePicker.js';
export { BillRuleWidget, type BillRuleWidgetProps } from './BillRuleWidget.js';
export { BILL_RULE_PLACEHOLDER } from './bill-rule-text.js';
