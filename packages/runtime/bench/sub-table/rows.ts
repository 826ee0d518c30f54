import type { FieldSchema, FormSchema } from '@formwork/schema';

export const ROWS = 1000;
export const COLUMNS = 10;

/** Ten text columns: the first required, the second a phone number, as a designer sets them. */
export function benchColumns(): FieldSchema[] {
  return Array.from({ length: COLUMNS }, (_, c) => ({
    jnpfKey: 'input' as const,
    vModel: `c${c}`,
    label: `列${c + 1}`,
    ...(c === 0 && { required: true }),
    ...(c === 1 && { regList: [{ rule: 'phone' as const }] }),
  }));
}

export function benchRows(count = ROWS): Record<string, string>[] {
  return Array.from({ length: count }, (_, r) =>
    Object.fromEntries(
      Array.from({ length: COLUMNS }, (_, c) => [
        `c${c}`,
        c === 1 ? `138${String(r).padStart(8, '0')}` : `行${r + 1}列${c + 1}`,
      ]),
    ),
  );
}

/** A generated form holding only the sub-table. */
export function benchForm(): FormSchema {
  return {
    version: 1,
    kind: 'form',
    settings: { labelWidth: 100, gutter: 15 },
    fields: [{ jnpfKey: 'table', vModel: 'rows', label: '明细', span: 24, children: benchColumns() }],
  };
}
