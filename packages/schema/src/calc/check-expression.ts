import type { CalcExpression, CalcToken } from './types.js';

const BINARY = new Set(['+', '-', '×', '÷']);

/** Operands are numbers and field references; everything else must be an operator or bracket. */
function isOperand(token: CalcToken): boolean {
  return (
    typeof token === 'number' ||
    (typeof token === 'object' && token !== null && typeof token.field === 'string')
  );
}

/**
 * Why the token list is not a well-formed expression (spec widgets-admin 5: operands and
 * operators alternate, it neither starts nor ends with an operator, brackets balance), or
 * undefined when it is.
 */
export function checkExpression(expression: CalcExpression): string | undefined {
  if (expression.length === 0) return '公式不能为空';
  let expectOperand = true;
  let depth = 0;
  for (const token of expression) {
    if (expectOperand) {
      if (token === '(') depth += 1;
      else if (isOperand(token)) expectOperand = false;
      else
        return BINARY.has(token as string)
          ? '公式不能以运算符开头或连续使用运算符'
          : `公式中有无效的内容 ${JSON.stringify(token)}`;
    } else if (token === ')') {
      if (depth === 0) return '括号不匹配';
      depth -= 1;
    } else if (BINARY.has(token as string)) {
      expectOperand = true;
    } else {
      return '公式中的数值和运算符必须交替出现';
    }
  }
  if (expectOperand) return '公式不能以运算符结尾';
  return depth === 0 ? undefined : '括号不匹配';
}
