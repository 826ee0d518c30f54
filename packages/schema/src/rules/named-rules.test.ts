import { describe, expect, it } from 'vitest';
import { linearPattern } from '../form/reg-pattern.js';
import { checkNamedRule, type NamedRuleName, namedRules } from './named-rules.js';

const cases: Array<[NamedRuleName, string[], string[], string]> = [
  [
    'phone',
    ['13800138000', '19912345678'],
    ['12800138000', '1380013800', '138001380001', 'abc'],
    '请正确输入您的手机号',
  ],
  [
    'password',
    ['abc123', 'Abcdef1234567890'],
    ['abcdef', '123456', 'ab12', 'abcdef12345678901', 'abc 123', 'abc12!'],
    '6-16位字符的密码（数字和字母组成）',
  ],
  [
    'idCard',
    ['11010519491231002X', '110105194912310021', '110105491231002'],
    ['11010519491331002X', '12345'],
    '请正确输入您的身份证号码',
  ],
  ['email', ['a.b@example.com', 'x+y@mail.co'], ['a@b', 'a@@b.com', 'plain'], '请正确输入您的邮箱地址'],
  ['plate', ['京A12345', '粤B1234学', '沪AD12345'], ['A12345', '京I12345'], '请正确输入您的车牌号'],
  ['chinese', ['中文'], ['中文a', ''], '请正确输入中文'],
  [
    'code',
    ['a', 'sys.user', 'A1.b2'],
    ['.a', 'a.', 'a-b'],
    '编码只能输入英文、数字和小数点且小数点不能放在首尾',
  ],
  ['account', ['admin01'], ['admin_01', '管理员'], '只能输入数字英文'],
  ['name', ['研发部 A', 'Sales team'], ['a@b', '部门#1', '名称！'], '名称不能含有特殊符号'],
  ['digitsCode', ['0012'], ['12a'], '编码只能输入数字'],
  ['halfHours', ['1', '1.5', '0.5', '2.0'], ['1.2', '-1', 'a'], '时间只能是整数和0.5的倍数'],
  ['positiveInteger', ['1', '42'], ['0', '-1', '1.5', '01'], '请输入正整数'],
];

describe('named rules', () => {
  for (const [name, good, bad, message] of cases) {
    it(`${name} accepts good values and names the problem for bad ones`, () => {
      for (const value of good) expect(checkNamedRule(name, value), value).toBeUndefined();
      for (const value of bad) expect(checkNamedRule(name, value), value).toBe(message);
    });
  }

  // Records are checked with the linear engine (through the data schema), forms in the browser's
  // sign-in and profile pages with RegExp: both must give every answer above.
  for (const [name, good, bad] of cases) {
    it(`${name} compiles on the linear engine and answers the same there`, () => {
      const pattern = linearPattern(namedRules[name].pattern.source);
      for (const value of good) expect(pattern.test(value), value).toBe(true);
      for (const value of bad) expect(pattern.test(value), value).toBe(false);
    });
  }
});
