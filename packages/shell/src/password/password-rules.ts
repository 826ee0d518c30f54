import { checkNamedRule } from '@formwork/schema';

/** The named password rule's message, shown in every language as the server has it. */
export const PASSWORD_RULE_MESSAGE = checkNamedRule('password', '') ?? '';

/** What is wrong with a new password and its confirmation, if anything; `texts` gives the wording. */
export function passwordProblems(
  input: { oldPassword: string; newPassword: string; confirmPassword: string },
  texts: { oldRequired: string; newRequired: string; confirmRequired: string; mismatch: string },
): Partial<Record<'oldPassword' | 'newPassword' | 'confirmPassword', string>> {
  const problems: Partial<Record<'oldPassword' | 'newPassword' | 'confirmPassword', string>> = {};
  if (!input.oldPassword) problems.oldPassword = texts.oldRequired;
  if (!input.newPassword) problems.newPassword = texts.newRequired;
  else {
    const rule = checkNamedRule('password', input.newPassword);
    if (rule) problems.newPassword = rule;
  }
  if (!input.confirmPassword) problems.confirmPassword = texts.confirmRequired;
  else if (input.confirmPassword !== input.newPassword) problems.confirmPassword = texts.mismatch;
  return problems;
}

/**
 * Server messages of this call name the field they are about, by its label with its code in the
 * answer's `field` ("旧密码: 原密码错误", oldPassword) or by its code ("oldPassword: 原密码错误");
 * this splits them so the form can show the text under that field.
 */
export function fieldOfMessage(text: string, field?: string): { field?: string; message: string } {
  if (field !== undefined) {
    const separator = text.indexOf(': ');
    return { field, message: separator < 0 ? text : text.slice(separator + 2) };
  }
  const match = /^(\w+):\s*(.+)$/s.exec(text);
  return match ? { field: match[1], message: match[2] ?? text } : { message: text };
}
