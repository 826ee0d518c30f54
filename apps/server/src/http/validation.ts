import { linearPattern, namedRuleOfPattern } from '@formwork/schema';
import { Ajv, type ErrorObject } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { currentLanguage, type Language } from './i18n/language.js';
import { type MessageKey, type MessageParams, tIn } from './i18n/messages.js';

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
    // Route schemas' `pattern`s meet every client's input: they run on the same linear-time
    // engine as the designers' patterns, so no input can make one backtrack.
    code: { regExp: linearRegExp },
    coerceTypes,
    useDefaults: true,
    removeAdditional: 'all',
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

/** ajv's engine hook; any `code` but 'new RegExp' keeps ajv calling this function. */
function linearRegExp(pattern: string) {
  return linearPattern(pattern);
}
linearRegExp.code = 'formworkLinearRegExp';

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

const TYPE_KEYS = new Map<unknown, MessageKey>([
  ['string', 'validation.string'],
  ['integer', 'validation.integer'],
  ['number', 'validation.number'],
  ['boolean', 'validation.boolean'],
  ['array', 'validation.array'],
  ['object', 'validation.object'],
]);

/** What is wrong with the value, in `language`, without the field. */
export function problemOf(error: ErrorObject, language: Language): string {
  const say = (key: MessageKey, params?: MessageParams) => tIn(language, key, params);
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return say('validation.required');
    case 'maxLength':
      return say('validation.maxLength', { limit });
    case 'minLength':
      return limit === 1 ? say('validation.empty') : say('validation.minLength', { limit });
    case 'pattern': {
      // A route taking a named rule's pattern (every entry's 编码) answers that rule's words, as
      // the screen's form says them.
      const rule = namedRuleOfPattern(String(error.params.pattern));
      return rule ? say(`schema.rule.${rule}`) : say('validation.format');
    }
    case 'format':
      return say('validation.format');
    case 'enum':
      return say('validation.oneOf', { values: (error.params.allowedValues as unknown[]).join(', ') });
    case 'const':
      return say('validation.oneOf', { values: String(error.params.allowedValue) });
    case 'type':
      return say(TYPE_KEYS.get(error.params.type) ?? 'validation.invalid');
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minItems':
    case 'maxItems':
      return say(`validation.${error.keyword}`, { limit });
    default:
      return say('validation.invalid');
  }
}

/**
 * "field: what is wrong", the problem worded in `language` (by default the request's): clients
 * show the text as it comes, so it is in the user's language like every other message.
 */
export function describeValidationError(error: ErrorObject, language: Language = currentLanguage()): string {
  return `${fieldOf(error)}: ${problemOf(error, language)}`;
}
