import { type Form, isField, onFormValuesChange } from '@formily/core';
import {
  computeCalculated,
  type DataProblem,
  dataFieldsOf,
  expressionProblem,
  type FieldSchema,
  type FormSchema,
} from '@formwork/schema';
import { problemText, type RuntimeT, runtimeText } from '../../i18n/instance.js';
import { plainValues } from '../render/plain-values.js';

/** A calculated field re-runs 500 ms after the last change, so typing does not recompute per key. */
export const CALCULATE_DELAY_MS = 500;

const CALC_ERROR = 'CalcError';

/** Every calculated field's path in the values (a sub-table column once per row), with its field. */
function calculatedPaths(schema: FormSchema, values: Record<string, unknown>): [string, FieldSchema][] {
  const paths: [string, FieldSchema][] = [];
  for (const field of dataFieldsOf(schema)) {
    if (field.jnpfKey === 'calculate') paths.push([field.vModel as string, field]);
    if (field.jnpfKey !== 'table') continue;
    const columns = (field.children ?? []).filter((c) => c.jnpfKey === 'calculate' && c.vModel);
    const rows = values[field.vModel as string];
    if (!columns.length || !Array.isArray(rows)) continue;
    rows.forEach((_, i) => {
      for (const c of columns) paths.push([`${field.vModel}.${i}.${c.vModel}`, c]);
    });
  }
  return paths;
}

/**
 * A calculated field's problem in the user's language. The shared computation words a malformed
 * formula in Chinese only, as the server answers it; the formula itself says which way it is
 * malformed, and so which of the runtime's words to show.
 */
function problemOf(field: FieldSchema, problem: DataProblem, t: RuntimeT): string {
  if (problem.key) return problemText(t, problem);
  const malformed = expressionProblem(field.expression ?? []);
  if (malformed?.message !== problem.message) return problem.message;
  return t(`schema.${malformed.key}`, { ...malformed.params, defaultValue: malformed.message });
}

/** Writes results that changed, and shows 金额过大无法计算 (or another problem) on its field. */
function apply(form: Form, schema: FormSchema, t: RuntimeT) {
  const { data, problems } = computeCalculated(schema, plainValues(form.values));
  const byPath = new Map(problems.map((p: DataProblem) => [p.field, p]));
  for (const [path, calculated] of calculatedPaths(schema, data)) {
    const value = path
      .split('.')
      .reduce<unknown>((at, step) => (at as Record<string, unknown>)?.[step], data);
    if (form.getValuesIn(path) !== value) form.setValuesIn(path, value);
    const field = form.query(path).take();
    const problem = byPath.get(path);
    const message = problem && problemOf(calculated, problem, t);
    if (isField(field))
      field.setFeedback({ type: 'error', code: CALC_ERROR, messages: message ? [message] : [] });
  }
}

/** Per watched form, the run its debounce still holds back; a save runs it at once. */
const pending = new WeakMap<Form, () => void>();

/**
 * Runs a calculation still waiting out its pause now, so what a save sends and what the user saw
 * last are the same result as the server's, however soon after typing the save comes.
 */
export function flushCalculated(form: Form): void {
  pending.get(form)?.();
}

/**
 * Keeps the form's calculated fields live: computed once now, then again after each pause in
 * typing, with the same `computeCalculated` the server runs. Returns the cleanup.
 */
export function watchCalculated(
  form: Form,
  schema: FormSchema,
  delay = CALCULATE_DELAY_MS,
  t: RuntimeT = runtimeText(),
): () => void {
  const has = (fields: ReturnType<typeof dataFieldsOf>) =>
    fields.some((f) => f.jnpfKey === 'calculate' || f.children?.some((c) => c.jnpfKey === 'calculate'));
  if (!has(dataFieldsOf(schema))) return () => {};
  const id = `fw-calculated-${Math.random().toString(36).slice(2)}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    pending.delete(form);
    apply(form, schema, t);
  };
  form.addEffects(id, () => {
    onFormValuesChange(() => {
      clearTimeout(timer);
      timer = setTimeout(run, delay);
      pending.set(form, run);
    });
  });
  apply(form, schema, t);
  return () => {
    clearTimeout(timer);
    pending.delete(form);
    form.removeEffects(id);
  };
}
