import type { ISchema } from '@formily/react';
import { type FieldSchema, holdsData, isJnpfKey, subTableColumnCode, valueKindOf } from '@formwork/schema';
import { linkageReaction } from '../linkage/linkage-reaction.js';
import { fieldValidators } from '../validation/field-validators.js';
import type { CompileContext } from './context.js';
import { C } from './names.js';
import { widgetProps } from './widget-props.js';

export type DataFieldSchema = FieldSchema & { vModel: string };

/** Numbers and moments (epoch ms) are numbers to Formily. */
function formilyType(field: FieldSchema): 'number' | 'string' {
  const kind = valueKindOf(field.jnpfKey);
  return kind === 'number' || kind === 'moment' ? 'number' : 'string';
}

export function isDataField(field: FieldSchema): field is DataFieldSchema {
  return holdsData(field.jnpfKey) && typeof field.vModel === 'string' && field.vModel !== '';
}

/** Where the field's label, width, tooltip and 24-column span go. */
function itemProps(field: FieldSchema): Record<string, unknown> {
  return {
    span: field.span ?? 24,
    ...(field.labelWidth !== undefined && { labelWidth: field.labelWidth }),
    ...(field.tipLabel && { tooltip: field.tipLabel }),
    // A sub-table is wide: its label sits above it.
    ...(field.jnpfKey === 'table' && { layout: 'vertical' }),
  };
}

/** The field's own state and linkage, shared by form fields and sub-table cells. */
function fieldState(field: DataFieldSchema, ctx: CompileContext, rowColumns?: ReadonlySet<string>): ISchema {
  const editable = ctx.mode !== 'detail';
  const disabled = editable && field.props?.disabled === true;
  const known = isJnpfKey(field.jnpfKey);
  const state: ISchema = {
    'x-component': known ? field.jnpfKey : C.unsupported,
    'x-component-props': known ? widgetProps(field) : { jnpfKey: field.jnpfKey },
    'x-validator': fieldValidators(field, ctx.t),
  };
  if (field.noShow) state['x-display'] = 'hidden';
  if (disabled) state['x-disabled'] = true;
  if (editable && field.props?.readonly === true) state['x-read-only'] = true;
  if (ctx.mode === 'create' && field.defaultValue !== undefined) state.default = field.defaultValue;
  if (field.reactions?.length) {
    state['x-reactions'] = linkageReaction(field.reactions, {
      visible: !field.noShow,
      required: field.required === true,
      disabled,
      detail: !editable,
      rowColumns,
    });
  }
  return state;
}

function cellNode(
  column: DataFieldSchema,
  index: number,
  ctx: CompileContext,
  columns: ReadonlySet<string>,
): ISchema {
  return {
    type: formilyType(column),
    title: column.label ?? column.vModel,
    'x-index': index,
    'x-decorator': C.cellItem,
    'x-data': { required: column.required === true },
    ...fieldState(column, ctx, columns),
  };
}

/** The sub-table's columns the user is granted, each by its own code (`table-column`). */
function tableColumns(table: FieldSchema, ctx: CompileContext): DataFieldSchema[] {
  const vModel = table.vModel ?? '';
  return (table.children ?? [])
    .filter(isDataField)
    .filter((c) => ctx.granted(subTableColumnCode(vModel, c.vModel)));
}

/** The sub-table's rows: one object per row, one cell field per column. */
function rowsSchema(table: FieldSchema, ctx: CompileContext): ISchema {
  const columns = tableColumns(table, ctx);
  const names = new Set(columns.map((c) => c.vModel));
  return {
    type: 'object',
    properties: Object.fromEntries(columns.map((c, i) => [c.vModel, cellNode(c, i, ctx, names)])),
  };
}

/** One data field: its FormItem (label, span, asterisk, messages), widget, rules and linkage. */
export function fieldNode(field: DataFieldSchema, index: number, ctx: CompileContext): ISchema {
  const isTable = field.jnpfKey === 'table';
  const node: ISchema = {
    type: isTable ? 'array' : formilyType(field),
    'x-index': index,
    'x-decorator': C.formItem,
    'x-decorator-props': itemProps(field),
    ...fieldState(field, ctx),
  };
  if (field.showLabel !== false && field.label) node.title = field.label;
  if (isTable) {
    node.items = rowsSchema(field, ctx);
    // The sub-table widget draws and checks its cells itself, from the columns' schemas. Only a
    // new record's table starts with an empty row: a stored one shows exactly its stored rows.
    node['x-component-props'] = {
      ...node['x-component-props'],
      columns: tableColumns(field, ctx),
      firstEmptyRow: ctx.mode === 'create',
    };
  }
  return node;
}
