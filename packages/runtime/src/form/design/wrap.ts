import type { ISchema } from '@formily/react';
import { containerKeys, type FieldSchema } from '@formwork/schema';

/** The component names design mode adds to the compiled schema. */
export const DESIGN_COMPONENTS = { item: 'FwDesignItem', dropZone: 'FwDesignDropZone' } as const;

const CONTAINERS: ReadonlySet<string> = new Set(containerKeys);

/**
 * Puts a compiled node inside a design item: the design decorator takes the column and draws
 * the node's own decorator (its FormItem or column) inside the designer's overlay, so the
 * overlay surrounds exactly what the runtime shows.
 */
export function designNode(node: ISchema, field: FieldSchema, path: string, hidden: boolean): ISchema {
  const innerProps = (node['x-decorator-props'] ?? {}) as Record<string, unknown>;
  return {
    ...node,
    'x-decorator': DESIGN_COMPONENTS.item,
    'x-decorator-props': {
      path,
      jnpfKey: field.jnpfKey,
      container: CONTAINERS.has(field.jnpfKey),
      hidden,
      span: typeof innerProps.span === 'number' ? innerProps.span : (field.span ?? 24),
      inner: node['x-decorator'],
      innerProps,
    },
  };
}

/** The node an empty container shows in design mode; `owner` is '' for the form itself. */
export function dropZoneNode(owner: string): ISchema {
  return {
    type: 'void',
    'x-component': DESIGN_COMPONENTS.dropZone,
    'x-component-props': { parent: owner === '' ? null : owner },
  };
}
