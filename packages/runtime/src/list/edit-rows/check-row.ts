import type { FieldSchema } from '@formwork/schema';
import { checkCellValue } from '../../form/sub-table/check-cell.js';
import { type RuntimeT, runtimeText } from '../../i18n/instance.js';

const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The problems the form itself would find in the edited cells (required, then the server's own
 * value checks), by vModel, so a row the server would refuse is not sent. Rules that hang on
 * other fields (linkage) are left to the server, whose answer shows at the cell as well.
 */
export function rowProblems(
  values: Readonly<Record<string, unknown>>,
  cells: ReadonlySet<string>,
  fields: ReadonlyMap<string, FieldSchema>,
  t: RuntimeT = runtimeText(),
): Map<string, string> {
  const problems = new Map<string, string>();
  for (const vModel of cells) {
    const field = fields.get(vModel);
    if (!field) continue;
    const value = values[vModel];
    const problem = isEmptyValue(value)
      ? field.required
        ? t('schema.required')
        : undefined
      : checkCellValue(field, value, t);
    if (problem) problems.set(vModel, problem);
  }
  return problems;
}
