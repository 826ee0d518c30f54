import { describe, expect, it } from 'vitest';
import { checkExpression, expressionProblem } from './check-expression.js';

describe('expressionProblem', () => {
  it('accepts a well-formed formula', () => {
    expect(expressionProblem([{ field: 'a' }, '×', '(', 1, '+', 2, ')'])).toBeUndefined();
    expect(checkExpression([1])).toBeUndefined();
  });

  it.each([
    [[], 'calc.empty', '公式不能为空'],
    [['+', 1], 'calc.leadingOperator', '公式不能以运算符开头或连续使用运算符'],
    [[1, '+', '×', 2], 'calc.leadingOperator', '公式不能以运算符开头或连续使用运算符'],
    [[1, ')'], 'calc.unbalanced', '括号不匹配'],
    [['(', 1], 'calc.unbalanced', '括号不匹配'],
    [[1, 2], 'calc.alternate', '公式中的数值和运算符必须交替出现'],
    [[1, '+'], 'calc.trailingOperator', '公式不能以运算符结尾'],
  ] as const)('names %j as %s, with its Chinese text', (expression, key, message) => {
    expect(expressionProblem([...expression])).toEqual({ key, message });
    expect(checkExpression([...expression])).toBe(message);
  });

  it('names the token it cannot read', () => {
    expect(expressionProblem(['%' as never])).toEqual({
      key: 'calc.badToken',
      message: '公式中有无效的内容 "%"',
      params: { token: '"%"' },
    });
  });
});
