import { type FieldSchema, formatColumnValue, isColumnFormatFor, type ListColumn } from '@formwork/schema';

/** The digits a number field keeps: its precision; a calculated field always shows 2. */
export function precisionOf(field: FieldSchema | undefined): number | undefined {
  if (field?.jnpfKey === 'calculate') return 2;
  const precision = field?.props?.precision;
  return typeof precision === 'number' ? precision : undefined;
}

/**
 * A value in its column's display format, or undefined when the column has none, or one that
 * does not fit the field's kind (left from before a type change) or the value.
 */
export function columnFormatText(
  column: Pick<ListColumn, 'format' | 'jnpfKey'>,
  field: FieldSchema | undefined,
  value: unknown,
): string | undefined {
  const { format } = column;
  if (!format || !isColumnFormatFor(field?.jnpfKey ?? column.jnpfKey, format)) return undefined;
  return formatColumnValue(format, value, precisionOf(field));
}
