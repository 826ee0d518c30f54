import type { ListSchema } from '@formwork/schema';

const swap = (value: string | undefined, before: string, next: string) => (value === before ? next : value);

/**
 * The list as it reads once a field's vModel changed from `before` to `next`: its columns,
 * searches, default sort, group field, tree filter field and summed columns follow the field, so
 * a rename never leaves the list pointing at a name no field has. Answers the same object when
 * nothing named the field.
 */
export function renameInList(list: ListSchema, before: string, next: string): ListSchema {
  const names = [
    ...list.columnList.map((c) => c.prop),
    ...list.searchList.map((s) => s.prop),
    list.defaultSidx,
    list.groupField,
    list.treeRelation,
    ...(list.summaryField ?? []),
  ];
  if (!before || !names.includes(before)) return list;
  const renamed: ListSchema = {
    ...list,
    columnList: list.columnList.map((c) => (c.prop === before ? { ...c, prop: next } : c)),
    searchList: list.searchList.map((s) => (s.prop === before ? { ...s, prop: next } : s)),
  };
  const optional = {
    defaultSidx: swap(list.defaultSidx, before, next),
    groupField: swap(list.groupField, before, next),
    treeRelation: swap(list.treeRelation, before, next),
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) Object.assign(renamed, { [key]: value });
  if (list.summaryField) renamed.summaryField = list.summaryField.map((f) => (f === before ? next : f));
  return renamed;
}
