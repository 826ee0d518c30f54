import {
  addDependencies,
  type BigNumber,
  bignumberDependencies,
  create,
  divideDependencies,
  evaluateDependencies,
  multiplyDependencies,
  subtractDependencies,
} from 'mathjs';
import { checkExpression } from './check-expression.js';
import type { CalcExpression } from './types.js';

/** Amounts with more than 12 integer digits are refused. */
export const AMOUNT_TOO_LARGE = '金额过大无法计算';
const MAX_INTEGER_DIGITS = 12;

export type CalcResult = { ok: true; value: string } | { ok: false; message: string };

// Decimal arithmetic, so 0.1 + 0.2 is 0.3 and not 0.30000000000000004.
// Only the parser and BigNumber: the whole of mathjs is not needed for + - * / and brackets.
const math = create(
  {
    ...bignumberDependencies,
    ...evaluateDependencies,
    ...addDependencies,
    ...subtractDependencies,
    ...multiplyDependencies,
    ...divideDependencies,
  },
  { number: 'BigNumber', precision: 64 },
);

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A referenced value as decimal text; missing or not a number counts as 0. */
function operandOf(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  return '0';
}

function tooLarge(value: BigNumber): boolean {
  return value.isFinite() && value.abs().trunc().toFixed().length > MAX_INTEGER_DIGITS;
}

/**
 * The value of a calculated field's expression over the form's values, to 2 decimals.
 * A NaN or infinite result (0 ÷ 0, 1 ÷ 0) becomes 0.
 */
export function evaluateExpression(
  expression: CalcExpression,
  values: Readonly<Record<string, unknown>>,
): CalcResult {
  const problem = checkExpression(expression);
  if (problem) return { ok: false, message: problem };
  const operands: BigNumber[] = [];
  const source = expression
    .map((token) => {
      if (typeof token === 'string') return token === '×' ? '*' : token === '÷' ? '/' : token;
      const operand = math.bignumber(
        typeof token === 'number' ? operandOf(token) : operandOf(values[token.field]),
      );
      operands.push(operand);
      // Bound as a scope variable, so a value never becomes expression text.
      return `v${operands.length - 1}`;
    })
    .join(' ');
  if (operands.some(tooLarge)) return { ok: false, message: AMOUNT_TOO_LARGE };
  const scope = Object.fromEntries(operands.map((v, i) => [`v${i}`, v]));
  const result = math.evaluate(source, scope) as BigNumber;
  if (!result.isFinite()) return { ok: true, value: '0.00' };
  if (tooLarge(result)) return { ok: false, message: AMOUNT_TOO_LARGE };
  const fixed = result.toFixed(2);
  return { ok: true, value: fixed === '-0.00' ? '0.00' : fixed };
}
