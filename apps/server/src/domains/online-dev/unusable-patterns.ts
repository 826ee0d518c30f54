import { type FormSchema, formPatternProblems } from '@formwork/schema';

const warned = new Set<string>();

/**
 * A release saved before patterns the linear engine cannot run were refused may still hold one.
 * Its rule then fails every value with a message saying it cannot run (see the schema's data
 * compiler); the operator hears of it once per release and process, not on every save.
 */
export function warnUnusablePatterns(release: { id: string; version: number }, form: FormSchema): void {
  const key = `${release.id}:${release.version}`;
  if (warned.has(key)) return;
  warned.add(key);
  const problems = formPatternProblems(form);
  if (problems.length === 0) return;
  const where = problems.map((problem) => `${problem.path} (${problem.message})`).join('; ');
  process.emitWarning(`model ${key} has validation rules that cannot run and fail every value: ${where}`, {
    code: 'FORMWORK_UNUSABLE_PATTERN',
  });
}
