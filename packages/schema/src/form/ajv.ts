import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { type LinearPattern, linearPattern } from './reg-pattern.js';

// ajv-formats is CommonJS whose function is module.exports itself; NodeNext types it as the namespace.
const addFormats = ajvFormats as unknown as typeof ajvFormats.default;

/**
 * Every `pattern` keyword runs on the linear engine (see reg-pattern.ts), so no pattern and no
 * input can make validation backtrack. Its syntax is JavaScript's with or without the `u` flag
 * (`\-` is taken), so the flags ajv passes change nothing.
 */
export function regExp(pattern: string, _flags: string): LinearPattern {
  return linearPattern(pattern);
}
// Any name but 'new RegExp' makes ajv call this function at validation time too, not only when compiling.
regExp.code = 'formworkRegExp';

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    verbose: true,
    multipleOfPrecision: 9,
    // A field may be named like an object member (constructor, toString); only the record's own
    // keys count as present, or an empty field of that name would be checked as a function.
    ownProperties: true,
    code: { regExp },
  });
  addFormats(ajv);
  return ajv;
}

/** `/fields/2/span` -> `fields.2.span` */
export function dottedPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (extra) parts.push(extra);
  return parts.join('.');
}

export type { ErrorObject };
