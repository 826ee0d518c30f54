import type { DataProvider, OptionNode } from '../data-provider/index.js';

// Bill rules as the seeded table has them, for this folder's stories and tests.
export const FIXTURE_BILL_RULES: readonly OptionNode[] = [
  { id: 'rule-leave', fullName: '请假单号', enCode: 'leaveNo' },
  { id: 'rule-expense', fullName: '报销单号', enCode: 'expenseNo' },
  { id: 'rule-purchase', fullName: '采购订单号', enCode: 'purchaseNo' },
];

/** billRules over the rules above: those whose name or code holds the keyword. */
export function billRuleFixtureProvider(): Pick<DataProvider, 'billRules'> {
  return {
    billRules: async ({ keyword }) =>
      FIXTURE_BILL_RULES.filter(
        (rule) =>
          !keyword ||
          rule.fullName.includes(keyword) ||
          rule.enCode?.toLowerCase().includes(keyword.toLowerCase()),
      ),
  };
}
