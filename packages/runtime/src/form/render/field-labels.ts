import { type DataProblem, dataFieldsOf, type FormSchema } from '@formwork/schema';
import { useMemo } from 'react';
import { problemText, type RuntimeT, runtimeText } from '../../i18n/instance.js';
import { useRuntimeLanguage } from '../../runtime-context.js';
import { localLabel } from '../design/prepare.js';
import type { FormLanguage } from '../types.js';

/**
 * Each data field's label as the reader sees it (its labelI18n entry in `language`, else its
 * label, else its code), by vModel; a sub-table's columns by `table.column`. A message names
 * a field by these, never by its code, which means nothing to the reader.
 */
export function fieldLabels(schema: FormSchema, language?: FormLanguage): Map<string, string> {
  const labels = new Map<string, string>();
  for (const field of dataFieldsOf(schema)) {
    const vModel = field.vModel ?? '';
    labels.set(vModel, localLabel(field, language) || vModel);
    for (const column of field.children ?? []) {
      if (column.vModel)
        labels.set(`${vModel}.${column.vModel}`, localLabel(column, language) || column.vModel);
    }
  }
  return labels;
}

/**
 * One line of an error summary: `请假原因: 不能为空`, the field named by its label. A cell's
 * problem (`handover.0.task`) names its table, then its row and column: `工作交接: 第1行 事项: 不能为空`.
 */
export function problemLine(problem: DataProblem, labels: ReadonlyMap<string, string>, t: RuntimeT): string {
  const message = problemText(t, problem);
  if (!problem.field) return message;
  const [table = '', row, column] = problem.field.split('.');
  const label = labels.get(table) || table;
  const onCell =
    row !== undefined && /^\d+$/.test(row) && column
      ? t('form.onRow', { row: Number(row) + 1, label: labels.get(`${table}.${column}`) || column, message })
      : message;
  return t('form.onField', { label, message: onCell });
}

/** The summary lines of `problems` in the runtime's language, for a host showing a failed submit. */
export function useProblemLines(schema: FormSchema): (problems: readonly DataProblem[]) => string[] {
  const language = useRuntimeLanguage();
  return useMemo(() => {
    const labels = fieldLabels(schema, language);
    const t = runtimeText(language);
    return (problems) => problems.map((problem) => problemLine(problem, labels, t));
  }, [schema, language]);
}
