import type { Field } from '@formily/core';
import type { FieldSchema } from '@formwork/schema';
import type { CellProblem } from '@formwork/widgets';
import type { RuntimeT } from '../../i18n/instance.js';
import { SERVER_ERROR } from '../render/problems.js';

/**
 * A cell's message said on the whole table: `第1行 事项: 不能为空`, as placeProblems words it,
 * in the form's language (the required check's words are the runtime's own).
 */
export function tableMessage(problem: CellProblem, t: RuntimeT): string {
  const label = problem.column.label ?? problem.column.vModel ?? '';
  const message = problem.empty ? t('schema.required') : problem.message;
  return t('form.onRow', { row: problem.rowIndex + 1, label, message });
}

const PLACES = { row: '\u0001', label: '\u0002', message: '\u0003' } as const;
type Place = keyof typeof PLACES;
interface OnTable {
  pattern: RegExp;
  /** The places in the order the language's wording puts them. */
  order: Place[];
}
const onTableReaders = new Map<RuntimeT, OnTable>();

/** Reads a table message back, in whatever order the language puts its row, label and message. */
function onTableReader(t: RuntimeT): OnTable {
  const known = onTableReaders.get(t);
  if (known) return known;
  const marked = t('form.onRow', PLACES);
  const order = (Object.keys(PLACES) as Place[]).sort(
    (a, b) => marked.indexOf(PLACES[a]) - marked.indexOf(PLACES[b]),
  );
  const source = marked
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(PLACES.row, '(\\d+)')
    .replace(PLACES.label, '(.+?)')
    .replace(PLACES.message, '(.*)');
  const reader = { pattern: new RegExp(`^${source}$`, 's'), order };
  onTableReaders.set(t, reader);
  return reader;
}

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
  t: RuntimeT,
): Record<string, string> {
  const byLabel = new Map(columns.map((c) => [c.label ?? c.vModel, c.vModel]));
  const errors: Record<string, string> = {};
  const { pattern, order } = onTableReader(t);
  for (const text of messages) {
    const found = pattern.exec(text);
    const part = (name: Place) => found?.[order.indexOf(name) + 1];
    const [row, label, message] = [part('row'), part('label'), part('message')];
    const vModel = label === undefined ? undefined : byLabel.get(label);
    if (row && vModel && message !== undefined) errors[`${Number(row) - 1}.${vModel}`] = message;
  }
  return errors;
}
