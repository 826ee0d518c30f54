import { AMOUNT_TOO_LARGE, type CalcExpression, evaluateExpression } from '@formwork/schema';
import { useEffect, useRef, useState } from 'react';

/** A calculated field re-runs 500 ms after the last change. */
export const CALCULATE_DEBOUNCE_MS = 500;

export interface Calculation {
  /** The number to store: the result, 0 after a calculation error, null when too large. */
  value: number | null;
  /** 2-decimal text to show, or '' when there is no number. */
  text: string;
  /** 金额过大无法计算, shown in place of the number. */
  message?: string;
}

/** One evaluation: a calculation error is logged and counts as 0. */
export function calculate(
  expression: CalcExpression,
  values: Readonly<Record<string, unknown>>,
): Calculation {
  const result = evaluateExpression(expression, values);
  if (result.ok) return { value: Number(result.value), text: result.value };
  if (result.message === AMOUNT_TOO_LARGE) return { value: null, text: '', message: AMOUNT_TOO_LARGE };
  console.warn(`计算公式错误: ${result.message}`);
  return { value: 0, text: '0.00' };
}

/** The referenced values only, as text, so a new but equal `values` object does not restart the timer. */
function referencedKey(expression: CalcExpression, values: Readonly<Record<string, unknown>>): string {
  const fields = expression.flatMap((token) => (typeof token === 'object' ? [token.field] : []));
  return JSON.stringify([expression, fields.map((field) => values[field] ?? null)]);
}

/**
 * The expression's result over `values`: computed at once on mount, then again `delay` ms after
 * the referenced values stop changing (typing in a referenced box does not recompute per key).
 */
export function useCalculated(
  expression: CalcExpression,
  values: Readonly<Record<string, unknown>>,
  delay = CALCULATE_DEBOUNCE_MS,
): Calculation {
  const [calculation, setCalculation] = useState(() => calculate(expression, values));
  const key = referencedKey(expression, values);
  const latest = useRef({ expression, values });
  latest.current = { expression, values };
  const first = useRef(true);
  useEffect(() => {
    // The first result was computed while mounting; the key only tells when inputs changed.
    void key;
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      setCalculation(calculate(latest.current.expression, latest.current.values));
    }, delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return calculation;
}
