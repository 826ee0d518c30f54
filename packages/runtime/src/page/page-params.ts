import type { PageSchema } from '@formwork/schema';
import { fillUrl } from '../transport/transport.js';

/** The values of the page's declared params the host gave; names the page does not declare are dropped. */
export function declaredParams(
  schema: PageSchema,
  given: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of schema.params ?? []) if (given?.[name] !== undefined) values[name] = given[name];
  return values;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body's text with the values put in as they are (an address encodes them instead). */
const fillText = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A form action's constant values, their texts filled. */
const filledConstants = (constants: Record<string, unknown>, values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(constants).map(([key, item]) => [
      key,
      typeof item === 'string' ? fillText(item, values) : item,
    ]),
  );

/** The value with every `url` text, and the texts of form actions' `values`, at any depth filled. */
function filled(value: unknown, values: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => filled(item, values));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key === 'url' && typeof item === 'string') return [key, fillUrl(item, values)];
      if (key === 'values' && value.kind === 'form' && isRecord(item))
        return [key, filledConstants(item, values)];
      return [key, filled(item, values)];
    }),
  );
}

/**
 * The page with its params put into every address it calls or goes to (endpoints, option
 * sources, the tree, actions) and into the constant values its form actions send; the braces of
 * other names (`{dataId}`, a row's property) stay for their own time.
 */
export function withParams(schema: PageSchema, values: Record<string, string>): PageSchema {
  if (Object.keys(values).length === 0) return schema;
  const { form, list, messages, ...rest } = schema;
  return { ...(filled(rest, values) as typeof rest), form, list, messages };
}
