/**
 * What a design names that the server runs for whoever opens it: data interfaces (by id or
 * enCode, as the design spells them) and bill rules (by enCode).
 *
 * Designs are read as stored JSON, never trusted to be well formed: a draft may be anything the
 * designer saved, so every step checks the shape it reads.
 */
export interface References {
  interfaces: Set<string>;
  billRules: Set<string>;
}

export const noReferences = (): References => ({ interfaces: new Set(), billRules: new Set() });

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const addText = (into: Set<string>, value: unknown) => {
  if (typeof value === 'string' && value.trim() !== '') into.add(value);
};

/**
 * A form field's props that name an interface: the options of a select, cascader or tree select
 * whose dataType is 'dynamic' (propsUrl), and the rows of a popup select, popup table select or
 * auto-complete (interfaceId). A billRule field names its rule in `rule`.
 */
function fieldReferences(field: Json, into: References): void {
  const props = isObject(field.props) ? field.props : {};
  if (props.dataType === 'dynamic') addText(into.interfaces, props.propsUrl);
  addText(into.interfaces, props.interfaceId);
  if (field.jnpfKey === 'billRule') addText(into.billRules, props.rule);
}

function fieldsReferences(fields: unknown, into: References, depth: number): void {
  // Containers nest a few levels; a stored design nested deeper than this is not a form.
  if (!Array.isArray(fields) || depth > 50) return;
  for (const field of fields) {
    if (!isObject(field)) continue;
    fieldReferences(field, into);
    fieldsReferences(field.children, into, depth + 1);
  }
}

/** A form schema's references: its fields', containers and sub-table columns included. */
export function formReferences(form: unknown, into: References): void {
  if (isObject(form)) fieldsReferences(form.fields, into, 0);
}

/** A list schema's references: the tree of a type-2 list read from an interface. */
export function listReferences(list: unknown, into: References): void {
  if (!isObject(list)) return;
  if (list.treeDataSource === 'api' && !String(list.treePropsUrl ?? '').startsWith('/'))
    addText(into.interfaces, list.treePropsUrl);
}

/**
 * A portal schema's references: the interfaces its cards read (a count card without a fixed
 * count, a chart, a list whose source is an interface).
 */
export function portalReferences(portal: unknown, into: References): void {
  if (!isObject(portal) || !Array.isArray(portal.cards)) return;
  for (const card of portal.cards) {
    if (!isObject(card)) continue;
    const reads =
      (card.type === 'count' && !card.query) ||
      card.type === 'chart' ||
      (card.type === 'list' && card.source === 'interface');
    if (reads) addText(into.interfaces, card.interfaceId);
  }
}

/** JSON text as a value, or undefined when it is none. */
export function parsed(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
