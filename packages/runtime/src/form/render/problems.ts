import { type Field, type Form, isField } from '@formily/core';
import type { DataProblem, FormSchema } from '@formwork/schema';
import { problemText, type RuntimeT, runtimeText } from '../../i18n/instance.js';
import { fieldLabels } from './field-labels.js';

export const SERVER_ERROR = 'ServerError';

/** The form's messages as DataProblems, in form order: what `submit` rejects with. */
export function problemsOf(form: Form): DataProblem[] {
  const problems: DataProblem[] = [];
  const seen = new Set<string>();
  for (const feedback of form.errors) {
    const field = String(feedback.path ?? '');
    const message = feedback.messages?.[0];
    if (!message || seen.has(field)) continue;
    seen.add(field);
    problems.push({ field, message });
  }
  return problems;
}

/** `handover.0.task` -> `第1行 事项: 不能为空`, for a message shown on the whole table. */
function onTable(labels: ReadonlyMap<string, string>, problem: DataProblem, t: RuntimeT): string {
  const [table, row, column] = problem.field.split('.');
  const label = labels.get(`${table}.${column}`) || column;
  const message = problemText(t, problem);
  return /^\d+$/.test(row ?? '') ? t('form.onRow', { row: Number(row) + 1, label, message }) : message;
}

/**
 * Puts the server's messages under their fields; a cell's message goes on its cell, or on the
 * whole sub-table when the cell is not on screen. Returns the problems no field could show.
 */
export function placeProblems(
  form: Form,
  schema: FormSchema,
  problems: readonly DataProblem[],
  t: RuntimeT = runtimeText(),
  labels: ReadonlyMap<string, string> = fieldLabels(schema),
): DataProblem[] {
  const byField = new Map<Field, string[]>();
  const unplaced: DataProblem[] = [];
  for (const problem of problems) {
    const own = problem.field ? form.query(problem.field).take() : undefined;
    const table = problem.field.includes('.')
      ? form.query(problem.field.split('.')[0] ?? '').take()
      : undefined;
    const target = isField(own) && own.display === 'visible' ? own : isField(table) ? table : undefined;
    if (!target) {
      unplaced.push(problem);
      continue;
    }
    const message = target === own ? problemText(t, problem) : onTable(labels, problem, t);
    byField.set(target, [...(byField.get(target) ?? []), message]);
  }
  for (const [field, messages] of byField) field.setFeedback({ type: 'error', code: SERVER_ERROR, messages });
  return unplaced;
}

/** Server messages go away once the user edits the field, or before the next submit. */
export function clearServerProblems(form: Form, pattern = '*') {
  form.query(pattern).forEach((field) => {
    if (isField(field)) field.setFeedback({ type: 'error', code: SERVER_ERROR, messages: [] });
  });
}
