import {
  type Endpoint,
  type FieldOption,
  type FieldProps,
  type FieldSchema,
  type FormOptionSource,
  type FormSchema,
  fetchedOptions,
} from '@formwork/schema';
import { conditionHolds } from '../../form/linkage/conditions.js';
import type { LazyTreeSource } from '../../options/lazy-tree.js';
import { optionRecords } from '../../options/option-records.js';
import { fillUrl, type Transport } from '../../transport/transport.js';

/** What the form learned from one field's source: its options, or that the field is left out. */
export type FetchedField =
  | { shown: false }
  | { shown: true; options: FieldOption[]; lazyTree?: Omit<LazyTreeSource, 'optionProps'> };

const sourceOf = (entry: Endpoint | FormOptionSource): FormOptionSource =>
  'endpoint' in entry ? entry : { endpoint: entry };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An address still naming a value in braces could not be filled. */
const unfilled = (url: string) => /\{\w+\}/.test(url);

const filled = (endpoint: Endpoint, values: Record<string, string>): Endpoint => ({
  ...endpoint,
  url: fillUrl(endpoint.url, values),
});

/**
 * Fetches the option sources of a page form (by vModel), their addresses filled with `values`
 * (`dataId`, the tree's chosen node): each field's options with the top choice first, or that the
 * field is left out (its source names a value not known, or its answer does not meet `when`).
 * Only the source's own endpoint is asked now; a lazy tree's children wait for the user.
 */
export async function fetchFormOptions(
  transport: Transport,
  entries: Record<string, Endpoint | FormOptionSource> | undefined,
  values: Record<string, string>,
  optionPropsOf: (vModel: string) => { label: string; value: string } | undefined,
): Promise<Map<string, FetchedField>> {
  const fetched = await Promise.all(
    Object.entries(entries ?? {}).map(async ([vModel, entry]): Promise<[string, FetchedField]> => {
      const source = sourceOf(entry);
      const endpoint = filled(source.endpoint, values);
      if (unfilled(endpoint.url)) return [vModel, { shown: false }];
      const answer = await transport<unknown>({ method: endpoint.method, url: endpoint.url });
      if (source.when) {
        const { field, op, value } = source.when;
        const actual = isRecord(answer) && Object.hasOwn(answer, field) ? answer[field] : undefined;
        if (!isRecord(answer) || !conditionHolds(op, actual, value)) return [vModel, { shown: false }];
      }
      const lazy = !!source.children;
      const options = fetchedOptions(optionRecords(answer), optionPropsOf(vModel));
      if (source.top)
        options.unshift({ label: source.top.label, value: source.top.value, ...(lazy && { isLeaf: true }) });
      if (!source.children) return [vModel, { shown: true, options }];
      const lazyTree = {
        children: filled(source.children, values),
        ...(source.label && { label: filled(source.label, values) }),
      };
      return [vModel, { shown: true, options, lazyTree }];
    }),
  );
  return new Map(fetched);
}

/** The field's optionProps, looked up at any depth of the form. */
export function optionPropsIn(form: FormSchema | undefined) {
  return (vModel: string) => {
    const find = (fields: readonly FieldSchema[]): FieldSchema | undefined => {
      for (const field of fields) {
        if (field.vModel === vModel) return field;
        const inner = field.children && find(field.children);
        if (inner) return inner;
      }
      return undefined;
    };
    return form ? find(form.fields)?.props?.optionProps : undefined;
  };
}

/**
 * The form with what its sources answered put in: fetched options as the fields' own (they no
 * longer name a source of their own), a lazy tree's sources beside them, fields left out removed.
 */
export function withFormOptions(form: FormSchema, fetched: ReadonlyMap<string, FetchedField>): FormSchema {
  if (fetched.size === 0) return form;
  const visit = (fields: FieldSchema[]): FieldSchema[] =>
    fields.flatMap((field) => {
      const found = field.vModel ? fetched.get(field.vModel) : undefined;
      if (found && !found.shown) return [];
      let next = field;
      if (found) {
        const { options, lazyTree } = found;
        const props: FieldProps = { ...field.props, dataType: 'static', options };
        if (lazyTree) props.lazyTree = { ...lazyTree, optionProps: field.props?.optionProps };
        next = { ...field, props };
      }
      return [next.children ? { ...next, children: visit(next.children) } : next];
    });
  return { ...form, fields: visit(form.fields) };
}
