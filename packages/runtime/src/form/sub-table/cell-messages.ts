import type { Field } from '@formily/core';
import type { FieldSchema } from '@formwork/schema';
import type { CellProblem } from '@formwork/widgets';
import { SERVER_ERROR } from '../render/problems.js';

/** A cell's message said on the whole table: `第1行 事项: 不能为空`, as placeProblems words it. */
export function tableMessage(problem: CellProblem): string {
  const label = problem.column.label ?? problem.column.vModel;
  return `第${problem.rowIndex + 1}行 ${label}: ${problem.message}`;
}

const ON_TABLE = /^第(\d+)行 (.+?): (.*)$/s;

/** The messages the server answered for the table field (showProblems). */
export function serverMessages(field: Field): string[] {
  return field.feedbacks
    .filter((feedback) => feedback.code === SERVER_ERROR)
    .flatMap((feedback) => (feedback.messages ?? []).map(String));
}

/**
 * The server's cell messages the form put on the whole table (placeProblems words them as
 * `第3行 事项: 事项重复`), back as `rowIndex.vModel` -> message for the widget to show in the
 * cells. A message naming no known column stays on the table only.
 */
export function serverCellErrors(
  messages: readonly string[],
  columns: readonly FieldSchema[],
): Record<string, string> {
  const byLabel = new Map(columns.map((c) => [c.label ?? c.vModel, c.vModel]));
  const errors: Record<string, string> = {};
  for (const text of messages) {
    const [, row, label, message] = ON_TABLE.exec(text) ?? [];
    const vModel = label === undefined ? undefined : byLabel.get(label);
    if (row && vModel && message !== undefined) errors[`${Number(row) - 1}.${vModel}`] = message;
  }
  return errors;
}
