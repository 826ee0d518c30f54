import type { ISchema } from '@formily/react';
import type { FieldSchema, FormSchema } from '@formwork/schema';
import { createPrepareCache, type PrepareCache, prepareForm } from '../design/prepare.js';
import { designNode, dropZoneNode } from '../design/wrap.js';
import { type CompileContext, type CompileOptions, compileContext } from './context.js';
import { displayNode, labelledVoidNode, unsupportedNode } from './display-node.js';
import { fieldNode, isDataField } from './field-node.js';
import { layoutNode } from './layout-node.js';
import { C, FORM_ROOT } from './names.js';

export type { CompileOptions };

/**
 * What a designer's canvas keeps between compiles: the prepared copies and, for each, the node
 * compiled from it. An edit then compiles only the changed field and its ancestors, and every
 * other node keeps its identity, which lets the canvas skip it.
 */
export interface CompileCache {
  prepared?: PrepareCache;
  nodes: WeakMap<FieldSchema, { index: number; key: string; node: ISchema | undefined }>;
  /** What every node depends on besides its field: compiled nodes are kept while it holds. */
  basis?: { mode: CompileOptions['mode']; settings: FormSchema['settings'] };
}

export function createCompileCache(): CompileCache {
  return { nodes: new WeakMap() };
}

type MemoContext = CompileContext & { memo?: CompileCache['nodes'] };

/** One field of any kind, reused from the cache when the same copy sits at the same place. */
function node(field: FieldSchema, index: number, ctx: MemoContext, key: string): ISchema | undefined {
  const kept = ctx.memo?.get(field);
  if (kept && kept.index === index && kept.key === key) return kept.node;
  const compiled = compileNode(field, index, ctx, key);
  ctx.memo?.set(field, { index, key, node: compiled });
  return compiled;
}

/** One field of any kind; undefined when the user may not see it. */
function compileNode(
  field: FieldSchema,
  index: number,
  ctx: CompileContext,
  key: string,
): ISchema | undefined {
  if (isDataField(field))
    return ctx.granted(field.vModel) ? inDesign(fieldNode(field, index, ctx), field, ctx) : undefined;
  return inDesign(
    layoutNode(field, index, ctx, key, children) ??
      displayNode(field, index, ctx) ??
      labelledVoidNode(field, index, ctx) ??
      unsupportedNode(field, index, ctx),
    field,
    ctx,
  );
}

/** In design mode, the node inside its design item. */
function inDesign(compiled: ISchema, field: FieldSchema, ctx: CompileContext): ISchema {
  const path = ctx.design?.pathOf.get(field);
  if (!ctx.design || path === undefined) return compiled;
  return designNode(compiled, field, path, ctx.design.hidden.has(field));
}

/**
 * Properties for a list of fields. Data fields are named by their vModel (their value path);
 * containers and display widgets get a name from their place, since void nodes add nothing to
 * the value path.
 */
function children(
  fields: readonly FieldSchema[],
  ctx: CompileContext,
  parent: string,
): Record<string, ISchema> {
  const properties: Record<string, ISchema> = {};
  fields.forEach((field, index) => {
    let key = isDataField(field) ? field.vModel : `${parent}_${index}`;
    // A form being designed may hold a vModel twice for a moment; both stay on the canvas.
    if (ctx.design && Object.hasOwn(properties, key)) key = `${key}__${parent}_${index}`;
    const compiled = node(field, index, ctx, key);
    if (compiled) properties[key] = compiled;
  });
  const owner = fields.length === 0 ? ctx.design?.ownerOf.get(fields) : undefined;
  if (owner !== undefined) properties[`${parent}__drop`] = dropZoneNode(owner);
  return properties;
}

/**
 * The canonical form schema as a Formily schema: 24-column layout, containers, widgets by
 * jnpfKey, rules with the server's messages, linkage as reactions, and only the fields the
 * user is granted.
 */
export function compileFormily(schema: FormSchema, options: CompileOptions, cache?: CompileCache): ISchema {
  const design = options.design === true;
  const kept = design ? cache : undefined;
  if (kept && (!kept.prepared || kept.prepared.language !== options.language))
    kept.prepared = createPrepareCache(options.language);
  if (kept && (kept.basis?.mode !== options.mode || kept.basis.settings !== schema.settings)) {
    kept.nodes = new WeakMap();
    kept.basis = { mode: options.mode, settings: schema.settings };
  }
  const { form, paths } = prepareForm(schema, { language: options.language, design }, kept?.prepared);
  const ctx: MemoContext = compileContext(form, options, paths);
  if (kept) ctx.memo = kept.nodes;
  return {
    type: 'object',
    properties: {
      [FORM_ROOT]: {
        type: 'void',
        'x-component': C.row,
        'x-component-props': { gutter: ctx.settings.gutter },
        properties: children(form.fields, ctx, '_'),
      },
    },
  };
}
