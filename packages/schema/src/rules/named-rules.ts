/**
 * The named validation rules (mobile, password, ID card, e-mail, plate, code, name ...), with
 * their exact messages.
 * A form field's regList may name one; the server applies the same table. Each pattern is written
 * for the linear engine too (no lookaround, no backreference), which checks a record's values. The
 * patterns are fixed and have bounded or unambiguous repetitions, so the sign-in and profile forms
 * test them with RegExp and need not load that engine.
 */
export interface NamedRule {
  pattern: RegExp;
  message: string;
}

/** Characters a name may not hold, and the line breaks a name's `.` never matched. */
const NOT_IN_A_NAME =
  '`~!@#$%^&*()+=|{}\':;",\\\\[\\].<>/?！￥…（）—【】‘’；：“”。，、？\\n\\r\\u2028\\u2029';

/**
 * 6 to 16 letters and digits, at least one of each, without lookahead: the first change from
 * letters to a digit (or from digits to a letter) comes after p characters, then whatever is left
 * of the length.
 */
function passwordSource(): string {
  const ways: string[] = [];
  for (let p = 1; p <= 15; p++) {
    const rest = `[A-Za-z\\d]{${Math.max(0, 5 - p)},${15 - p}}`;
    ways.push(`[A-Za-z]{${p}}\\d${rest}`, `\\d{${p}}[A-Za-z]${rest}`);
  }
  return `^(?:${ways.join('|')})$`;
}

export const namedRules = {
  phone: { pattern: /^1[3-9]\d{9}$/, message: '请正确输入您的手机号' },
  password: {
    pattern: new RegExp(passwordSource()),
    message: '6-16位字符的密码（数字和字母组成）',
  },
  idCard: {
    pattern:
      /^(?:[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]|[1-9]\d{7}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3})$/,
    message: '请正确输入您的身份证号码',
  },
  email: {
    pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
    message: '请正确输入您的邮箱地址',
  },
  plate: {
    pattern:
      /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/,
    message: '请正确输入您的车牌号',
  },
  chinese: { pattern: /^[\u4e00-\u9fa5]+$/, message: '请正确输入中文' },
  code: {
    pattern: /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/,
    message: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
  },
  account: { pattern: /^[A-Za-z0-9]+$/, message: '只能输入数字英文' },
  name: {
    pattern: new RegExp(`^[^${NOT_IN_A_NAME}]*$`, 'u'),
    message: '名称不能含有特殊符号',
  },
  digitsCode: { pattern: /^\d+$/, message: '编码只能输入数字' },
  halfHours: { pattern: /^\d+(?:\.[05]0*)?$/, message: '时间只能是整数和0.5的倍数' },
  positiveInteger: { pattern: /^[1-9]\d*$/, message: '请输入正整数' },
} as const satisfies Record<string, NamedRule>;

export type NamedRuleName = keyof typeof namedRules;

/** The rule's message when `value` breaks it, otherwise undefined. */
export function checkNamedRule(name: NamedRuleName, value: string): string | undefined {
  const rule = namedRules[name];
  return rule.pattern.test(value) ? undefined : rule.message;
}
