import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';

// ajv-formats is CommonJS whose function is module.exports itself; NodeNext types it as the namespace.
const addFormats = ajvFormats as unknown as typeof ajvFormats.default;

/**
 * Designer patterns are plain JavaScript regexes; many are invalid under the `u` flag ajv uses
 * by default (e.g. `\-`), so fall back to a non-unicode RegExp for those.
 */
export function regExp(pattern: string, flags: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return new RegExp(pattern);
  }
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
