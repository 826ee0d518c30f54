import { expressionProblem } from '../calc/check-expression.js';
import type { CalcExpression } from '../calc/types.js';
import type { SchemaProblem } from './validate-schema.js';

type RawField = Record<string, unknown>;

function each(fields: unknown, base: string, visit: (field: RawField, path: string) => void): void {
  if (!Array.isArray(fields)) return;
  fields.forEach((field: unknown, index) => {
    if (typeof field !== 'object' || field === null) return;
    visit(field as RawField, `${base}.${index}`);
    each((field as RawField).children, `${base}.${index}.children`, visit);
  });
}

/**
 * Calculated fields need a well-formed expression, and expressions and linkage rules may only
 * name fields the form has (a sub-table column may also name its sibling columns).
 */
export function referenceProblems(fields: unknown): SchemaProblem[] {
  const known = new Set<string>();
  each(fields, 'fields', (field) => {
    if (typeof field.vModel === 'string' && field.vModel) known.add(field.vModel);
  });
  const problems: SchemaProblem[] = [];
  each(fields, 'fields', (field, path) => {
    if (field.jnpfKey === 'calculate') {
      const expression = Array.isArray(field.expression) ? (field.expression as CalcExpression) : [];
      const malformed = expressionProblem(expression);
      if (malformed)
        problems.push({
          path: `${path}.expression`,
          message: malformed.message,
          code: 'badExpression',
          // `problem` names the way it is malformed, for a client to word it in its language.
          params: {
            ...malformed.params,
            error: malformed.message,
            problem: malformed.key.slice('calc.'.length),
          },
        });
      expression.forEach((token, i) => {
        if (typeof token === 'object' && token !== null && !known.has(token.field)) {
          problems.push({
            path: `${path}.expression.${i}`,
            message: `unknown field "${token.field}"`,
            code: 'unknownField',
            params: { field: token.field },
          });
        }
      });
    }
    if (Array.isArray(field.reactions)) {
      field.reactions.forEach((reaction: { when?: { field?: unknown } } | null, i: number) => {
        const target = reaction?.when?.field;
        if (typeof target === 'string' && !known.has(target)) {
          problems.push({
            path: `${path}.reactions.${i}.when.field`,
            message: `unknown field "${target}"`,
            code: 'unknownField',
            params: { field: target },
          });
        }
      });
    }
  });
  return problems;
}
