import { Ajv, type ErrorObject } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS whose function is module.exports itself; NodeNext types it as the namespace.
const addFormats = ajvFormats as unknown as typeof ajvFormats.default;

/**
 * Bodies are validated strictly: a number where text is expected is an error, not coerced.
 * Query strings and path parameters arrive as text, so they are coerced to the declared types.
 * Undeclared properties are dropped from every object that declares its properties, whether or not
 * the schema says `additionalProperties: false` (TypeBox objects leave it open), so a client cannot
 * write a column the route does not offer. Dropping rather than refusing keeps clients working that
 * send a whole record back on update (the JNPF web clients do), while the stored row stays as declared.
 */
function createAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: 'all',
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

const strictAjv = createAjv(false);
const coercingAjv = createAjv('array');

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema as object);

/** The field a validation error is about, as a dotted path ("data.items.0.name"). */
export function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : '';
  return [path, missing].filter(Boolean).join('.') || 'body';
}

export function describeValidationError(error: ErrorObject): string {
  const field = fieldOf(error);
  switch (error.keyword) {
    case 'required':
      return `${field}: is required`;
    case 'maxLength':
      return `${field}: must be at most ${error.params.limit} characters`;
    case 'minLength':
      return error.params.limit === 1
        ? `${field}: must not be empty`
        : `${field}: must be at least ${error.params.limit} characters`;
    case 'pattern':
      return `${field}: has an invalid format`;
    case 'enum':
      return `${field}: must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${field}: ${error.message ?? 'is invalid'}`;
  }
}
