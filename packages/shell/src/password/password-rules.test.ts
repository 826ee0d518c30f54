import { describe, expect, it } from 'vitest';
import { fieldOfMessage, PASSWORD_RULE_MESSAGE, passwordProblems } from './password-rules.js';

const texts = {
  oldRequired: '请输入旧密码',
  newRequired: '请输入新密码',
  confirmRequired: '请再次输入新密码',
  mismatch: '两次输入的密码不一致',
};
const check = (newPassword: string, confirmPassword = newPassword, oldPassword = 'newuser123') =>
  passwordProblems({ oldPassword, newPassword, confirmPassword }, texts);

describe('password rule', () => {
  it("uses the named rule's text", () => {
    expect(PASSWORD_RULE_MESSAGE).toBe('6-16位字符的密码（数字和字母组成）');
  });

  it.each(['abc12', 'abcdefgh', '12345678', 'abc123456789012345', 'abc 123', 'abc_123'])(
    'refuses %s',
    (password) => {
      expect(check(password).newPassword).toBe('6-16位字符的密码（数字和字母组成）');
    },
  );

  it.each(['abc123', 'Secret2026', 'a1b2c3d4e5f6g7h8'])('accepts %s', (password) => {
    expect(check(password)).toEqual({});
  });

  it('asks for every field and for a matching confirmation', () => {
    expect(passwordProblems({ oldPassword: '', newPassword: '', confirmPassword: '' }, texts)).toEqual({
      oldPassword: '请输入旧密码',
      newPassword: '请输入新密码',
      confirmPassword: '请再次输入新密码',
    });
    expect(check('abc123', 'abc124').confirmPassword).toBe('两次输入的密码不一致');
  });
});

describe('server messages', () => {
  it('splits the field name off', () => {
    expect(fieldOfMessage('oldPassword: 原密码错误')).toEqual({
      field: 'oldPassword',
      message: '原密码错误',
    });
    expect(fieldOfMessage('修改失败')).toEqual({ message: '修改失败' });
  });

  it('takes the field from the answer when the message names it by its label', () => {
    expect(fieldOfMessage('旧密码: 原密码错误', 'oldPassword')).toEqual({
      field: 'oldPassword',
      message: '原密码错误',
    });
    expect(fieldOfMessage('Current password: The old password is wrong', 'oldPassword')).toEqual({
      field: 'oldPassword',
      message: 'The old password is wrong',
    });
  });
});
