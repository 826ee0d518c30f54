import { type FieldSchema, type ListSchema, traitsOf } from '@formwork/schema';
import type { ListableField } from './list-fields.js';

const DAY_MS = 86_400_000;
/** A fixed first day, so the made-up rows read the same on every open. */
const FIRST_DAY = Date.UTC(2026, 0, 5, 1, 30);

function optionValues(field: FieldSchema | undefined): unknown[] {
  const options = field?.props?.options;
  return Array.isArray(options) ? options.map((o) => o.value) : [];
}

function sampleText(field: ListableField, i: number): unknown {
  const fills = traitsOf(field.jnpfKey).fills;
  if (fills === 'billNumber') return `NO${String(1001 + i)}`;
  // Rich text and the names the server writes get no made-up value.
  if (fills === 'record' || field.jnpfKey === 'editor') return undefined;
  if (field.jnpfKey === 'colorPicker') return ['#1677ff', '#52c41a', '#fa8c16'][i % 3];
  return `${field.label}${i + 1}`;
}

function sampleNumber(jnpfKey: string, i: number): number {
  if (!traitsOf(jnpfKey).scale) return (i + 1) * 12.5;
  // Stars run from one to five; a slider from 0 to 100.
  return jnpfKey === 'rate' ? (i % 5) + 1 : (i * 10) % 100;
}

/** A made-up stored value of a field for row `i`, of the shape the field stores. */
function sampleValue(field: ListableField, i: number): unknown {
  const { jnpfKey, field: schema } = field;
  const traits = traitsOf(jnpfKey);
  // Option widgets pick among their own options: a tree's nodes are options too.
  if (traits.options && traits.value !== 'path') {
    const values = optionValues(schema);
    if (values.length === 0) return undefined;
    const value = values[i % values.length];
    return traits.many === 'always' || schema?.props?.multiple ? [value] : value;
  }
  switch (traits.value) {
    case 'number':
      return sampleNumber(jnpfKey, i);
    case 'flag':
      return i % 2;
    case 'moment':
      return FIRST_DAY + i * DAY_MS;
    case 'time':
      return `${String(8 + (i % 10)).padStart(2, '0')}:30:00`;
    case 'text':
      return sampleText(field, i);
    default:
      return undefined;
  }
}

/**
 * Rows for a list not released yet, so its columns, formats, groups and summary show with
 * something in them. Values follow each field's kind and, for option fields, its own options.
 */
export function sampleRows(
  list: ListSchema,
  fields: readonly ListableField[],
  count = 8,
): Record<string, unknown>[] {
  const byName = new Map(fields.map((f) => [f.vModel, f]));
  const named = new Set([
    ...list.columnList.map((c) => c.prop),
    ...(list.groupField ? [list.groupField] : []),
    ...(list.treeRelation ? [list.treeRelation] : []),
  ]);
  return Array.from({ length: count }, (_, i) => {
    const row: Record<string, unknown> = { id: `sample-${i + 1}` };
    for (const prop of named) {
      const field = byName.get(prop);
      if (field) row[prop] = sampleValue(field, i);
    }
    return row;
  });
}
