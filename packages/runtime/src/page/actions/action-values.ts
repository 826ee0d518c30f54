import type { DataProblem, PageFieldMatch } from '@formwork/schema';
import { fillUrl } from '../../transport/transport.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values a template may name: the row's properties with `dataId` for its id, then the
 * properties of a call's answer over them. Only text and numbers can stand in an address.
 */
export function templateValues(row?: Record<string, unknown>, answer?: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  const take = (source: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(source))
      if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  };
  if (row) take(row);
  if (row && row.id !== undefined && row.id !== null) values.dataId = String(row.id);
  if (isRecord(answer)) take(answer);
  return values;
}

/** An endpoint's or an address's template with the named values put in. */
export const fillTemplate = (template: string, row?: Record<string, unknown>, answer?: unknown): string =>
  fillUrl(template, templateValues(row, answer));

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The body of a form action's call: the constant values, then what the user entered; a constant
 * stays where its field was left empty (a company with no parent company is a top one, say).
 */
export function actionBody(constants: Record<string, unknown> | undefined, values: Record<string, unknown>) {
  const body: Record<string, unknown> = { ...constants };
  for (const [name, value] of Object.entries(values))
    if (!(isEmpty(value) && constants && Object.hasOwn(constants, name))) body[name] = value;
  return body;
}

/**
 * A form action's constant values with the row's values put into their texts (`{id}` the row's
 * id, as in an address): a row's 新建下级 sends the row as the parent.
 */
export function rowConstants(
  constants: Record<string, unknown> | undefined,
  row: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!constants || !row) return constants;
  const known = templateValues(row);
  // Sent as they are, not URL-encoded as in an address; a name the row lacks stays as written.
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) =>
      Object.hasOwn(known, key) ? (known[key] as string) : whole,
    );
  return Object.fromEntries(
    Object.entries(constants).map(([name, value]) => [name, typeof value === 'string' ? fill(value) : value]),
  );
}

/** The row's properties a form starts with, by name; none without a row. */
export function rowValues(row: Record<string, unknown> | undefined, names: readonly string[] = []) {
  const values: Record<string, unknown> = {};
  if (!row) return values;
  for (const name of names) if (Object.hasOwn(row, name)) values[name] = row[name];
  return values;
}

/** A problem beside each field that does not repeat the one it must (a password typed twice). */
export function mismatches(
  matches: readonly PageFieldMatch[] | undefined,
  values: Record<string, unknown>,
): DataProblem[] {
  return (matches ?? [])
    .filter((match) => values[match.field] !== values[match.sameAs])
    .map((match) => ({ field: match.field, message: match.message }));
}
