import type { CalcExpression, CalcMessageKey, CalcOperator, CalcToken, FieldSchema } from '@formwork/schema';
import type { DesignerKey } from '../../i18n/instance.js';

/** The operator buttons, in the order shown, with the catalogue key naming each for screen readers. */
export const OPERATOR_BUTTONS: readonly { token: CalcOperator; name: DesignerKey }[] = [
  { token: '+', name: 'calc.plus' },
  { token: '-', name: 'calc.minus' },
  { token: '×', name: 'calc.times' },
  { token: '÷', name: 'calc.divide' },
  { token: '(', name: 'calc.open' },
  { token: ')', name: 'calc.close' },
];

/**
 * Each way the shared check finds a formula malformed, by the catalogue's words for it: a way
 * added to the check and not worded here is a type error.
 */
export const PROBLEM_WORDS: Readonly<Record<CalcMessageKey, DesignerKey>> = {
  'calc.empty': 'calc.problem.empty',
  'calc.leadingOperator': 'calc.problem.leadingOperator',
  'calc.badToken': 'calc.problem.badToken',
  'calc.unbalanced': 'calc.problem.unbalanced',
  'calc.alternate': 'calc.problem.alternate',
  'calc.trailingOperator': 'calc.problem.trailingOperator',
};

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
