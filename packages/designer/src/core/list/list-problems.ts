import { dataFieldsOf, type FormSchema, type ListSchema } from '@formwork/schema';

/** The record's own times, which every list row carries beside the form's values. */
export const RECORD_TIME_FIELDS: readonly string[] = ['creatorTime', 'lastModifyTime'];

export interface ListProblem {
  /** Where in the list, as `columnList.2.prop`. */
  path: string;
  /** The vModel named there that no field of the form has. */
  field: string;
  message: string;
  /** A column, a search field, or a setting of the list (group, tree, sort, summary). */
  code: 'listColumnMissing' | 'listSearchMissing' | 'listSettingMissing';
  params: { field: string; label: string };
}

/**
 * Every place the list names a field the form no longer has (removed, or renamed outside the
 * designer): such a column would show nothing and such a search would be refused by the server.
 */
export function listProblems(form: FormSchema, list: ListSchema): ListProblem[] {
  const known = new Set([...dataFieldsOf(form).map((f) => f.vModel ?? ''), ...RECORD_TIME_FIELDS]);
  type Named = [path: string, field: string | undefined, label: string, code: ListProblem['code']];
  const named: Named[] = [
    ...list.columnList.map((c, i): Named => [`columnList.${i}.prop`, c.prop, c.label, 'listColumnMissing']),
    ...list.searchList.map((s, i): Named => [`searchList.${i}.prop`, s.prop, s.label, 'listSearchMissing']),
    ['groupField', list.groupField, '', 'listSettingMissing'],
    ['treeRelation', list.treeRelation, '', 'listSettingMissing'],
    ['defaultSidx', list.defaultSidx, '', 'listSettingMissing'],
    ...(list.summaryField ?? []).map((f, i): Named => [`summaryField.${i}`, f, '', 'listSettingMissing']),
  ];
  return named
    .filter(([, field]) => !!field && !known.has(field as string))
    .map(([path, field, label, code]) => ({
      path,
      field: field as string,
      message: `the list's ${path} names "${field}", which the form no longer has`,
      code,
      params: { field: field as string, label },
    }));
}
