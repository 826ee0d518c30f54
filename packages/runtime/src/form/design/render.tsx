import type { Form, GeneralField } from '@formily/core';
import {
  ArrayField,
  Field,
  type ISchema,
  ObjectField,
  Schema,
  SchemaComponentsContext,
  SchemaContext,
  SchemaExpressionScopeContext,
  SchemaOptionsContext,
  type SchemaReactComponents,
  useExpressionScope,
  useField,
  VoidField,
} from '@formily/react';
import { memo, type ReactNode, useMemo } from 'react';
import { TABLE_GRID_COMPONENT } from '../compile/layout-node.js';
import { C } from '../compile/names.js';

type Components = SchemaReactComponents;

/**
 * The containers whose component draws its panes from the field schema (useFieldSchema); every
 * other node is drawn by this recursion, and a Schema of its whole subtree (the whole form, at
 * the root) would be built again on each edit for nothing.
 */
const READS_PANES: ReadonlySet<string> = new Set([C.tabs, C.collapse, TABLE_GRID_COMPONENT]);

function ownPart(schema: ISchema): ISchema {
  const { properties: _children, ...own } = schema;
  return own;
}

interface NodeProps {
  schema: ISchema;
  name?: string;
  /** The parent field's address; absent at the root. */
  basePath?: GeneralField['address'];
}

/**
 * Formily's RecursionField for the designer's canvas, memoised on the compiled node: the
 * compiler keeps the identity of every node an edit did not touch, so React stops at them and
 * an edit renders one path of the form instead of all of it. Children are keyed by name, not
 * by place, so an insert does not remount the siblings after it. (The inner function has its
 * own name: under the outer one, its recursion would render itself, unmemoised.)
 */
const DesignNode = memo(function DesignNodeView({ schema, name, basePath }: NodeProps) {
  const parent = useField();
  const base = basePath ?? parent?.address;
  const fieldSchema = useMemo(
    () => new Schema(READS_PANES.has(String(schema['x-component'])) ? schema : ownPart(schema)),
    [schema],
  );
  const scope = useExpressionScope();
  // The props as RecursionField passes them on; Formily's own types disagree between the two.
  const fieldProps = fieldSchema.toFieldProps({ scope }) as unknown as { name: string };
  const renderProperties = (field?: GeneralField) => {
    const properties = Schema.getOrderProperties(schema);
    if (properties.length === 0) return null;
    const at = field?.address ?? base;
    return (
      <>
        {properties.map(({ schema: item, key }) => (
          <DesignNode
            key={String(key)}
            schema={item as ISchema}
            name={String(key)}
            {...(at && { basePath: at })}
          />
        ))}
      </>
    );
  };
  if (name === undefined)
    return <SchemaContext.Provider value={fieldSchema}>{renderProperties()}</SchemaContext.Provider>;
  const common = { ...fieldProps, name, ...(base && { basePath: base }) };
  let rendered: ReactNode;
  if (fieldSchema.type === 'object') rendered = <ObjectField {...common}>{renderProperties}</ObjectField>;
  else if (fieldSchema.type === 'array') rendered = <ArrayField {...common} />;
  else if (fieldSchema.type === 'void') rendered = <VoidField {...common}>{renderProperties}</VoidField>;
  else rendered = <Field {...common} />;
  return <SchemaContext.Provider value={fieldSchema}>{rendered}</SchemaContext.Provider>;
});

// Formily's ExpressionScope makes a new scope per render, and every node reads it: memo would not hold.
const NO_SCOPE = {};

/** What SchemaField provides around its root, with the memoised recursion inside. */
export function DesignSchemaField({ schema, components }: { schema: ISchema; components: Components }) {
  const options = useMemo(() => ({ components }), [components]);
  return (
    <SchemaOptionsContext.Provider value={options}>
      <SchemaComponentsContext.Provider value={components}>
        <SchemaExpressionScopeContext.Provider value={NO_SCOPE}>
          <DesignNode schema={schema} />
        </SchemaExpressionScopeContext.Provider>
      </SchemaComponentsContext.Provider>
    </SchemaOptionsContext.Provider>
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (k) =>
      Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** A node's own state, apart from its children: what Formily sets on its field when creating it. */
function sameOwn(a: ISchema, b: ISchema): boolean {
  return sameValue(ownPart(a), ownPart(b));
}

/**
 * The canvas keeps one Formily form for the designer's life, and Formily hands back the field
 * already at an address instead of making one from the new schema. So before a render, the
 * fields whose node changed, left or arrived are dropped (with everything under them where the
 * node itself changed), and the render creates them afresh from their new nodes. Walks only
 * the nodes that changed: an unchanged node keeps its identity.
 */
export function dropStaleFields(form: Form, before: ISchema | undefined, after: ISchema): void {
  if (!before || before === after) return;
  const exact = new Set<string>();
  const under: string[] = [];
  const walk = (a: ISchema, b: ISchema, address: string) => {
    if (a === b) return;
    if (address !== '' && !sameOwn(a, b)) {
      exact.add(address);
      // An array field's rows and a table's cells are drawn by its widget from the node itself.
      if (a.type === 'array' || b.type === 'array') under.push(address);
    }
    const from = (a.properties ?? {}) as Record<string, ISchema>;
    const to = (b.properties ?? {}) as Record<string, ISchema>;
    const at = (key: string) => (address === '' ? key : `${address}.${key}`);
    for (const key of Object.keys(from)) {
      const next = to[key];
      if (next === undefined) under.push(at(key));
      else walk(from[key] as ISchema, next, at(key));
    }
    for (const key of Object.keys(to)) if (!Object.hasOwn(from, key)) under.push(at(key));
  };
  walk(before, after, '');
  if (exact.size === 0 && under.length === 0) return;
  for (const address of Object.keys(form.fields)) {
    if (exact.has(address) || under.some((u) => address === u || address.startsWith(`${u}.`)))
      form.fields[address]?.destroy(false);
  }
}
