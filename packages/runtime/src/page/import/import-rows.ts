const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows a preview answered: `{dataRow}`, `{list}` or the rows themselves. */
export function previewRows(answer: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(answer)
    ? answer
    : isRecord(answer)
      ? Array.isArray(answer.dataRow)
        ? answer.dataRow
        : answer.list
      : undefined;
  return Array.isArray(rows) ? rows.filter(isRecord) : [];
}

/** How an import went: rows taken, rows refused, and the refused rows with why. */
export interface ImportResult {
  taken: number;
  refused: number;
  refusedRows: Record<string, unknown>[];
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The answer of an import's commit, `{snum, fnum, failResult}`. */
export function importResult(answer: unknown): ImportResult {
  const record = isRecord(answer) ? answer : {};
  const refusedRows = Array.isArray(record.failResult) ? record.failResult.filter(isRecord) : [];
  return {
    taken: count(record.snum),
    refused: Math.max(count(record.fnum), refusedRows.length),
    refusedRows,
  };
}

/** A row's problem as text, or undefined when it has none. */
export function problemOf(row: Record<string, unknown>, errorField: string): string | undefined {
  const problem = Object.hasOwn(row, errorField) ? row[errorField] : undefined;
  if (problem === null || problem === undefined || problem === '') return undefined;
  return Array.isArray(problem) ? problem.join('; ') : String(problem);
}
