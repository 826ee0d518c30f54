import { describe, expect, it } from 'vitest';
import { BILL_RULE_PLACEHOLDER, billNumberText } from './bill-rule-text.js';

describe('billNumberText', () => {
  it('shows a stored number as it is', () => {
    expect(billNumberText('QJ2026112300001')).toBe('QJ2026112300001');
    expect(billNumberText(20261123)).toBe('20261123');
  });

  it('shows nothing for no number, so the placeholder 系统自动生成 shows', () => {
    expect(BILL_RULE_PLACEHOLDER).toBe('系统自动生成');
    for (const value of [undefined, null, '', {}, []]) expect(billNumberText(value)).toBe('');
  });
});
