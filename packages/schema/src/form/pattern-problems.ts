import { patternProblem } from './reg-pattern.js';
import type { SchemaProblem } from './validate-schema.js';

/** The problems of one field's regList patterns, each at its `path.regList.n.pattern`. */
export function regListProblems(field: unknown, path: string): SchemaProblem[] {
  const { regList, label, vModel } = (field ?? {}) as {
    regList?: unknown;
    label?: unknown;
    vModel?: unknown;
  };
  if (!Array.isArray(regList)) return [];
  const named = { label: String(label ?? ''), vModel: typeof vModel === 'string' ? vModel : '' };
  return regList.flatMap((rule: unknown, r: number): SchemaProblem[] => {
    const pattern = (rule as { pattern?: unknown } | null)?.pattern;
    const problem = typeof pattern === 'string' ? patternProblem(pattern) : undefined;
    if (!problem) return [];
    const at = `${path}.regList.${r}.pattern`;
    if (problem.kind === 'syntax')
      return [
        {
          path: at,
          message: `invalid regular expression: ${problem.error}`,
          code: 'badPattern',
          params: { ...named, error: problem.error },
        },
      ];
    return [
      {
        path: at,
        message: `field "${named.label}": the pattern uses ${problem.kind} ${problem.construct}, which the linear-time engine cannot run`,
        code: problem.kind === 'lookaround' ? 'patternLookaround' : 'patternBackreference',
        params: { ...named, construct: problem.construct },
      },
    ];
  });
}

/**
 * The regList problems of every field of a form, sub-table columns and containers included; for a
 * draft, whose other parts may still be unfinished, these are refused when it is saved.
 */
export function formPatternProblems(form: unknown): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const visit = (fields: unknown, base: string) => {
    if (!Array.isArray(fields)) return;
    fields.forEach((field: unknown, index) => {
      const path = `${base}.${index}`;
      out.push(...regListProblems(field, path));
      visit((field as { children?: unknown } | null)?.children, `${path}.children`);
    });
  };
  visit((form as { fields?: unknown } | null)?.fields, 'fields');
  return out;
}
