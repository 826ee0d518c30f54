import type { Refusal } from '../shared/command-error.js';

/**
 * A vModel is a key of the stored record and a segment of the runtime's field paths, so it must
 * be a plain identifier: ASCII letters, digits and `_`, not starting with a digit.
 */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Names an object already has, which a record must not use for data. */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Keys a list row adds beside the form's top-level values, which a vModel would hide. */
const ROW_KEYS: ReadonlySet<string> = new Set(['id', 'creatorTime', 'lastModifyTime']);

/** Why a vModel cannot be used, or undefined when it can. */
export function vModelError(name: string, topLevel: boolean): Refusal | undefined {
  if (!IDENTIFIER.test(name))
    return {
      message: `vModel "${name}" must be letters, digits and _ only, and must not start with a digit`,
      code: 'vModelNotIdentifier',
      params: { vModel: name },
    };
  if (PROTOTYPE_NAMES.has(name) || (topLevel && ROW_KEYS.has(name)))
    return { message: `vModel "${name}" is reserved`, code: 'vModelReserved', params: { vModel: name } };
  return undefined;
}
