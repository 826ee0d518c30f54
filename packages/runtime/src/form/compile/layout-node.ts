import type { ISchema } from '@formily/react';
import type { FieldSchema } from '@formwork/schema';
import { gridCellsOf, widgetMetaOf } from '@formwork/widgets';
import type { CompileContext } from './context.js';
import { voidNode } from './display-node.js';
import { C } from './names.js';

type Children = (fields: readonly FieldSchema[], ctx: CompileContext, key: string) => Record<string, ISchema>;

/** Tab panes and collapse panels: each child a pane holding its own 24-column row. */
function panes(
  field: FieldSchema,
  ctx: CompileContext,
  key: string,
  children: Children,
  pane: string,
): Record<string, ISchema> {
  const entries = (field.children ?? []).map((item, i): [string, ISchema] => {
    const name = `${key}_${i}`;
    return [
      name,
      {
        type: 'void',
        'x-index': i,
        'x-component': pane,
        'x-component-props': { title: item.label ?? item.props?.title ?? '', gutter: ctx.settings.gutter },
        // A pane's content: the item's children, or the item itself when it is not a pane.
        properties: children(
          item.jnpfKey === 'tabItem' || item.jnpfKey === 'collapseItem' ? (item.children ?? []) : [item],
          ctx,
          name,
        ),
      },
    ];
  });
  return Object.fromEntries(entries);
}

/** The component drawing a table grid; its properties are its cells, each holding a row of fields. */
export const TABLE_GRID_COMPONENT = 'FwTableGrid';

/** A table grid's cells, flattened: each knows its row and column, spans, and holds its fields. */
function gridCells(
  field: FieldSchema,
  ctx: CompileContext,
  key: string,
  children: Children,
): Record<string, ISchema> {
  const entries = gridCellsOf(field).map(({ cell, place }, i): [string, ISchema] => {
    const name = `${key}_${place.row}_${place.column}`;
    return [
      name,
      {
        type: 'void',
        'x-index': i,
        'x-component': C.tabPane,
        'x-component-props': { ...place, gutter: ctx.settings.gutter },
        properties: children(cell.children ?? [], ctx, name),
      },
    ];
  });
  return Object.fromEntries(entries);
}

/** row, card, tab and collapse: a container in its column, holding its children's columns. */
export function layoutNode(
  field: FieldSchema,
  index: number,
  ctx: CompileContext,
  key: string,
  children: Children,
): ISchema | undefined {
  const gutter = ctx.settings.gutter;
  const title = field.label ?? field.props?.header ?? field.props?.title;
  switch (field.jnpfKey) {
    case 'row':
      return {
        ...voidNode(field, index, ctx, C.row, { gutter }),
        properties: children(field.children ?? [], ctx, key),
      };
    case 'card':
      return {
        ...voidNode(field, index, ctx, C.card, { title, gutter, shadow: field.props?.shadow }),
        properties: children(field.children ?? [], ctx, key),
      };
    case 'tab':
      return {
        ...voidNode(field, index, ctx, C.tabs, { type: field.props?.type }),
        properties: panes(field, ctx, key, children, C.tabPane),
      };
    case 'collapse':
      return {
        ...voidNode(field, index, ctx, C.collapse, { accordion: field.props?.accordion === true }),
        properties: panes(field, ctx, key, children, C.collapsePanel),
      };
    case 'tableGrid':
      return {
        ...voidNode(
          field,
          index,
          ctx,
          TABLE_GRID_COMPONENT,
          widgetMetaOf('tableGrid')?.toComponentProps(field) ?? {},
        ),
        properties: gridCells(field, ctx, key, children),
      };
    default:
      return undefined;
  }
}
