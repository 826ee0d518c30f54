import { defineMessages } from '@formwork/schema';

/** The answers of bill numbering rules. */
export const billRuleMessages = defineMessages('billRule', {
  zh: {
    disabled: '单据规则 {{enCode}} 已停用',
    missing: '单据规则 {{enCode}} 不存在',
    notFound: '单据规则不存在或已删除',
    formatLocked: '该单据规则已取过号，流水格式不能再修改',
    used: '该单据规则已取过号，不能删除',
  },
  zhtw: {
    disabled: '單據規則 {{enCode}} 已停用',
    missing: '單據規則 {{enCode}} 不存在',
    notFound: '單據規則不存在或已刪除',
    formatLocked: '該單據規則已取過號，流水格式不能再修改',
    used: '該單據規則已取過號，不能刪除',
  },
  en: {
    disabled: 'the bill rule {{enCode}} is disabled',
    missing: 'the bill rule {{enCode}} does not exist',
    notFound: 'the bill rule does not exist or was deleted',
    formatLocked: 'the rule has issued numbers, so its number format can no longer change',
    used: 'the rule has issued numbers and cannot be deleted',
  },
});
