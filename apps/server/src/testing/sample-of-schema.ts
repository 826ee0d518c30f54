/**
 * A small value that satisfies a route's JSON Schema, so a test can call every write route with a
 * body the route accepts without a hand-written body per route. It fills every declared property,
 * optional ones too, because those are the ones a mass-assignment check cares about.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
};

function sampleString(schema: Schema, name: string): string {
  if (schema.format === 'date-time') return new Date(0).toISOString();
  if (schema.format === 'email') return 'someone@example.com';
  // Letters only: they satisfy the identifier and code patterns the routes declare.
  const base = `sample${name.replace(/[^A-Za-z]/g, '')}`;
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 64;
  return base.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, base.length)));
}

/**
 * `known` gives a value by property name, at any depth, for fields whose valid values a schema
 * cannot describe (a JSON text, an id that must exist, a password that must be right); a function
 * there is called for each use, for values that must differ each time (unique codes).
 */
export function sampleOfSchema(
  schema: Schema | undefined,
  known: ReadonlyMap<string, unknown> = new Map(),
  name = '',
): unknown {
  if (!schema) return undefined;
  if (known.has(name)) {
    const value = known.get(name);
    return typeof value === 'function' ? value() : value;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options)
    return sampleOfSchema(options.find((option) => option.type !== 'null') ?? options[0], known, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = sampleOfSchema(property, known, key);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sampleOfSchema(schema.items, known, name));
    case 'string':
      return sampleString(schema, name);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return undefined;
  }
}
