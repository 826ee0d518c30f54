import type { CalcExpression, CalcToken } from './types.js';

const BINARY = new Set(['+', '-', '×', '÷']);

/** Operands are numbers and field references; everything else must be an operator or bracket. */
function isOperand(token: CalcToken): boolean {
  return (
    typeof token === 'number' ||
    (typeof token === 'object' && token !== null && typeof token.field === 'string')
  );
}

/** A stable name for each way a formula can be malformed, so a client words it in its language. */
export type CalcMessageKey =
  | 'calc.empty'
  | 'calc.leadingOperator'
  | 'calc.badToken'
  | 'calc.unbalanced'
  | 'calc.alternate'
  | 'calc.trailingOperator';

/** Why a formula is malformed: the Chinese text the server answers, its key and what fills it. */
export interface ExpressionProblem {
  message: string;
  key: CalcMessageKey;
  params?: Readonly<Record<string, string>>;
}

const problem = (key: CalcMessageKey, message: string): ExpressionProblem => ({ message, key });

/**
 * Why the token list is not a well-formed expression (operands and operators alternate, it
 * neither starts nor ends with an operator, brackets balance), or undefined when it is.
 */
export function expressionProblem(expression: CalcExpression): ExpressionProblem | undefined {
  if (expression.length === 0) return problem('calc.empty', '公式不能为空');
  let expectOperand = true;
  let depth = 0;
  for (const token of expression) {
    if (expectOperand) {
      if (token === '(') depth += 1;
      else if (isOperand(token)) expectOperand = false;
      else if (BINARY.has(token as string))
        return problem('calc.leadingOperator', '公式不能以运算符开头或连续使用运算符');
      else {
        const shown = JSON.stringify(token);
        return { ...problem('calc.badToken', `公式中有无效的内容 ${shown}`), params: { token: shown } };
      }
    } else if (token === ')') {
      if (depth === 0) return problem('calc.unbalanced', '括号不匹配');
      depth -= 1;
    } else if (BINARY.has(token as string)) {
      expectOperand = true;
    } else {
      return problem('calc.alternate', '公式中的数值和运算符必须交替出现');
    }
  }
  if (expectOperand) return problem('calc.trailingOperator', '公式不能以运算符结尾');
  return depth === 0 ? undefined : problem('calc.unbalanced', '括号不匹配');
}

/** `expressionProblem`'s Chinese text, as the server answers it; undefined for a good formula. */
export function checkExpression(expression: CalcExpression): string | undefined {
  return expressionProblem(expression)?.message;
}
