import { Input } from 'antd';
import { useWidgetText } from '../i18n/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';
import { billNumberText } from './bill-rule-text.js';

export interface BillRuleWidgetProps extends Omit<WidgetProps<string | null>, 'placeholder'> {
  /** The enCode of the rule that numbers the record. The server reads it when saving; shown here for the designer only. */
  rule?: string;
}

/**
 * billRule: the record's number, never typed in. The server issues it from the field's rule
 * (BillNumber) when the record is saved; until then the field reads 系统自动生成.
 */
export function BillRuleWidget({ value, readOnly }: BillRuleWidgetProps) {
  const t = useWidgetText();
  const text = billNumberText(value);
  if (readOnly) return <ReadOnlyText>{text}</ReadOnlyText>;
  return <Input value={text} readOnly placeholder={t('billRule.placeholder')} />;
}
