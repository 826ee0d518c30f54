import type { CalcExpression, CalcOperator, CalcToken, FieldSchema } from '@formwork/schema';

/** The operator buttons, in the order shown, with the catalogue key naming each for screen readers. */
export const OPERATOR_BUTTONS: readonly { token: CalcOperator; name: string }[] = [
  { token: '+', name: 'calc.plus' },
  { token: '-', name: 'calc.minus' },
  { token: '×', name: 'calc.times' },
  { token: '÷', name: 'calc.divide' },
  { token: '(', name: 'calc.open' },
  { token: ')', name: 'calc.close' },
];

/** The field's expression; anything but a list (a hand-edited JSON, say) is shown as empty. */
export function expressionOf(field: FieldSchema): CalcExpression {
  return Array.isArray(field.expression) ? field.expression : [];
}

/**
 * What a token shows: a reference by its field's label, since vModels mean little to the person
 * building the formula; a reference to no known field keeps its key, so it can be found and removed.
 */
export function tokenText(token: CalcToken, labels: ReadonlyMap<string, string>): string {
  if (typeof token === 'object' && token !== null) return labels.get(token.field) ?? token.field;
  return String(token);
}
