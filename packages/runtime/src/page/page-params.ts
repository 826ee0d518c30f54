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

/** The value with every `url` text at any depth filled from `values`. */
function filled(value: unknown, values: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => filled(item, values));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'url' && typeof item === 'string' ? fillUrl(item, values) : filled(item, values),
    ]),
  );
}

/**
 * The page with its params put into every address it calls or goes to (endpoints, option
 * sources, the tree, actions); the braces of other names (`{dataId}`, a row's property) stay
 * for their own time.
 */
export function withParams(schema: PageSchema, values: Record<string, string>): PageSchema {
  if (Object.keys(values).length === 0) return schema;
  const { form, list, messages, ...rest } = schema;
  return { ...(filled(rest, values) as typeof rest), form, list, messages };
}
