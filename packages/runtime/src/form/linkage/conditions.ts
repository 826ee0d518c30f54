import type { ConditionOp } from '@formwork/schema';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** 1 and '1' are the same choice: values travel through query strings and JSON alike. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  return scalar(a) && scalar(b) && String(a) === String(b);
}

/** Whether a linkage condition holds for the other field's current value. */
export function conditionHolds(op: ConditionOp, actual: unknown, expected: unknown): boolean {
  switch (op) {
    case 'empty':
      return isEmpty(actual);
    case 'notEmpty':
      return !isEmpty(actual);
    case 'neq':
      return !conditionHolds('eq', actual, expected);
    case 'in': {
      const choices = Array.isArray(expected) ? expected : [expected];
      const values = Array.isArray(actual) ? actual : [actual];
      return values.some((value) => choices.some((choice) => same(value, choice)));
    }
    default:
      // A multiple choice "equals" a value it contains.
      return Array.isArray(actual) && !Array.isArray(expected)
        ? actual.some((value) => same(value, expected))
        : same(actual, expected);
  }
}
