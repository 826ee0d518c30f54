import { isJnpfKey } from '../form/jnpf-keys.js';
import type { FormSchema } from '../form/types.js';
import type { ListSchema } from '../list/types.js';
import { exportJnpfForm } from './export-form.js';
import { jnpfWidgets } from './jnpf-widgets.js';

type Json = Record<string, unknown>;

/** Column settings the importer reads from an entry; a copied field must not lend it its own. */
const COLUMN_KEYS = ['fixed', 'align', 'sortable', 'width', 'formworkFormat'] as const;

const jnpfSpelling = (key: string | undefined): string | undefined =>
  key !== undefined && isJnpfKey(key) ? jnpfWidgets[key].key : key;

/** The form's exported fields by vModel, sub-table columns included. */
function fieldsByVModel(form: FormSchema | undefined): Map<string, Json> {
  const found = new Map<string, Json>();
  const visit = (fields: unknown) => {
    for (const field of Array.isArray(fields) ? (fields as Json[]) : []) {
      if (typeof field.__vModel__ === 'string' && field.__vModel__ !== '') found.set(field.__vModel__, field);
      visit((field.__config__ as Json | undefined)?.children);
    }
  };
  if (form) visit(exportJnpfForm(form).fields);
  return found;
}

/**
 * The entry's field as JNPF's list designer copies it: the whole field, with the entry's own
 * prop, label and key on top. The search bar reads `__config__` and its option keys from it.
 */
function fieldPart(fields: Map<string, Json>, prop: string, label: string, key: string | undefined): Json {
  const field = fields.get(prop);
  const copy: Json = field ? structuredClone(field) : { __vModel__: prop };
  for (const name of COLUMN_KEYS) delete copy[name];
  const config: Json = { ...((copy.__config__ as Json | undefined) ?? {}), label };
  if (key !== undefined) config.jnpfKey = key;
  delete config.children;
  copy.__config__ = config;
  if (copy.props === undefined) copy.props = { props: { label: 'fullName', value: 'id' } };
  return copy;
}

/**
 * A canonical list as JNPF 3.4's columnData. Given the form, each column and search entry also
 * carries its field (JNPF's search bar draws its inputs from it). Importing the result with
 * `importJnpfList` gives back the list unchanged.
 */
export function exportJnpfList(list: ListSchema, form?: FormSchema): Json {
  const fields = fieldsByVModel(form);
  const columnList = list.columnList.map((column) => {
    const key = jnpfSpelling(column.jnpfKey);
    return {
      ...fieldPart(fields, column.prop, column.label, key),
      prop: column.prop,
      label: column.label,
      ...(key !== undefined && { jnpfKey: key }),
      ...(column.fixed !== undefined && { fixed: column.fixed }),
      ...(column.align !== undefined && { align: column.align }),
      ...(column.sortable !== undefined && { sortable: column.sortable }),
      ...(column.width !== undefined && { width: column.width }),
      // JNPF's `format` is a field's date pattern; Formwork's cell format has a name of its own.
      ...(column.format !== undefined && { formworkFormat: column.format }),
    };
  });
  const searchList = list.searchList.map((search) => {
    const key = jnpfSpelling(search.jnpfKey);
    return {
      ...fieldPart(fields, search.prop, search.label, key),
      prop: search.prop,
      label: search.label,
      ...(key !== undefined && { jnpfKey: key }),
      searchType: search.searchType,
      ...(search.searchMultiple !== undefined && { searchMultiple: search.searchMultiple }),
    };
  });
  const json: Json = {
    ...list,
    columnList,
    searchList,
    // Lists JNPF's designer always writes and the client reads without a guard.
    columnOptions: columnList.map(({ prop, label }) => ({ id: prop, fullName: label })),
    customBtnsList: [],
    hasSuperQuery: false,
    childTableStyle: 1,
    treeSynType: 0,
    treeLazyType: 0,
  };
  delete json.version;
  delete json.kind;
  return json;
}
