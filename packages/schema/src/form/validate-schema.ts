import type { ValidateFunction } from 'ajv';
import { listMetaSchema } from '../list/meta-schema.js';
import { createAjv, dottedPath, type ErrorObject } from './ajv.js';
import { valueKindOf } from './jnpf-key-traits.js';
import { holdsData, isJnpfKey } from './jnpf-keys.js';
import { formMetaSchema } from './meta-schema.js';
import { regListProblems } from './pattern-problems.js';
import { referenceProblems } from './reference-problems.js';

/**
 * What kind of problem it is, for a screen that words problems in the user's language; the
 * `message` is the English wording, which the server also answers with.
 */
export type SchemaProblemCode =
  | 'required'
  | 'unknownJnpfKey'
  | 'span'
  | 'oneOf'
  | 'invalid'
  | 'needsVModel'
  | 'noDataVModel'
  | 'objectInternalVModel'
  | 'systemColumnVModel'
  | 'duplicateVModel'
  | 'badPattern'
  | 'patternLookaround'
  | 'patternBackreference'
  | 'badExpression'
  | 'unknownField';

export interface SchemaProblem {
  /** Dotted path into the schema, e.g. `fields.2.vModel`. */
  path: string;
  message: string;
  code?: SchemaProblemCode;
  /** The values the message names (a vModel, a label...), by name. */
  params?: Record<string, string>;
}

let validators: { form: ValidateFunction; list: ValidateFunction } | undefined;

function metaValidators() {
  if (!validators) {
    const ajv = createAjv();
    validators = { form: ajv.compile(formMetaSchema), list: ajv.compile(listMetaSchema) };
  }
  return validators;
}

function describe(error: ErrorObject): SchemaProblem {
  const path = dottedPath(error.instancePath);
  const last = path.split('.').at(-1);
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty);
    return {
      path: dottedPath(error.instancePath, missing),
      message: `${missing} is required`,
      code: 'required',
      params: { name: missing },
    };
  }
  if (last === 'jnpfKey' && error.keyword === 'enum') {
    const value = String(error.data);
    return { path, message: `unknown jnpfKey "${value}"`, code: 'unknownJnpfKey', params: { value } };
  }
  if (last === 'span') {
    const value = String(error.data);
    return {
      path,
      message: `span must be a whole number of columns from 1 to 24, got ${value}`,
      code: 'span',
      params: { value },
    };
  }
  if (error.keyword === 'enum' || error.keyword === 'const') {
    const allowed = (error.params.allowedValues ?? [error.params.allowedValue]) as unknown[];
    const list = allowed.map((v) => JSON.stringify(v)).join(', ');
    return { path, message: `must be one of ${list}`, code: 'oneOf', params: { allowed: list } };
  }
  return { path, message: error.message ?? 'is invalid', code: 'invalid' };
}

/** ajv reports each failed branch of a oneOf/anyOf too; a user only needs the summary. */
function isNoise(error: ErrorObject): boolean {
  return error.schemaPath.includes('/oneOf/') || error.schemaPath.includes('/anyOf/');
}

/** The problems ajv found against a meta-schema, each said once, without the noise of failed branches. */
export function structuralProblems(validate: ValidateFunction, schema: unknown): SchemaProblem[] {
  if (validate(schema)) return [];
  const problems = (validate.errors ?? []).filter((e) => !isNoise(e)).map(describe);
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.path}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type RawField = Record<string, unknown>;

function asFields(value: unknown): RawField[] {
  return Array.isArray(value) ? value.filter((f): f is RawField => typeof f === 'object' && f !== null) : [];
}

/**
 * Columns every stored record already has, beside the form's top-level values (a sub-table's rows
 * are stored inside the record and have none). Compared without case: databases fold the case of
 * column names, so `ID` would land on `id`.
 */
export const SYSTEM_COLUMNS: readonly string[] = [
  'id',
  'creatorTime',
  'creatorUserId',
  'lastModifyTime',
  'lastModifyUserId',
  'flowId',
];
const SYSTEM_COLUMN_KEYS: ReadonlySet<string> = new Set(SYSTEM_COLUMNS.map((name) => name.toLowerCase()));

/**
 * Property names that reach into a JavaScript object's prototype when a record is built by
 * assignment. Compared exactly: property names are case-sensitive, so `Constructor` is harmless.
 */
export const OBJECT_INTERNALS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/**
 * Why a vModel may not be used, or undefined when it may. `topLevel` is false for the columns of
 * a sub-table, which only the object internals concern.
 */
export function reservedVModelProblem(vModel: string, label?: unknown, topLevel = true): string | undefined {
  const named = typeof label === 'string' && label ? ` (field "${label}")` : '';
  const kind = reservedVModelKind(vModel, topLevel);
  if (kind === 'objectInternalVModel')
    return `vModel "${vModel}"${named} is a reserved object property name; choose another vModel`;
  if (kind === 'systemColumnVModel')
    return `vModel "${vModel}"${named} is taken by a system column; choose another vModel`;
  return undefined;
}

/** Which reserved name a vModel is, if any (see reservedVModelProblem). */
export function reservedVModelKind(
  vModel: string,
  topLevel = true,
): 'objectInternalVModel' | 'systemColumnVModel' | undefined {
  if (OBJECT_INTERNALS.includes(vModel)) return 'objectInternalVModel';
  if (topLevel && SYSTEM_COLUMN_KEYS.has(vModel.toLowerCase())) return 'systemColumnVModel';
  return undefined;
}

/**
 * Checks that need more than one field at a time. A sub-table's columns form their own vModel
 * scope (they are stored inside each row), every other container shares its parent's scope.
 */
function fieldProblems(
  fields: unknown,
  base: string,
  scope: Map<string, string>,
  out: SchemaProblem[],
  topLevel = true,
): void {
  asFields(fields).forEach((field, index) => {
    const path = `${base}.${index}`;
    const key = field.jnpfKey;
    const vModel = typeof field.vModel === 'string' ? field.vModel : '';
    const label = String(field.label ?? '');
    if (isJnpfKey(key) && holdsData(key)) {
      // An attribute of a relation is stored only when the designer asked for it (isStorage).
      if (!vModel && valueKindOf(key) !== 'attr')
        out.push({
          path: `${path}.vModel`,
          message: `${key} field "${label}" needs a vModel`,
          code: 'needsVModel',
          params: { key, label },
        });
    } else if (isJnpfKey(key) && vModel) {
      out.push({
        path: `${path}.vModel`,
        message: `${key} holds no data and must not have a vModel`,
        code: 'noDataVModel',
        params: { key },
      });
    }
    const reserved = vModel ? reservedVModelProblem(vModel, field.label, topLevel) : undefined;
    const reservedKind = vModel ? reservedVModelKind(vModel, topLevel) : undefined;
    if (reserved && reservedKind)
      out.push({ path: `${path}.vModel`, message: reserved, code: reservedKind, params: { vModel, label } });
    if (vModel) {
      const first = scope.get(vModel);
      if (first)
        out.push({
          path: `${path}.vModel`,
          message: `duplicate vModel "${vModel}" (first used at ${first})`,
          code: 'duplicateVModel',
          params: { vModel, first },
        });
      else scope.set(vModel, `${path}.vModel`);
    }
    out.push(...regListProblems(field, path));
    const table = key === 'table';
    fieldProblems(field.children, `${path}.children`, table ? new Map() : scope, out, topLevel && !table);
  });
}

/**
 * Every problem of a canonical form or list schema (by its `kind`), each with a path and a
 * message; an empty array means the schema is valid.
 */
export function validateSchema(schema: unknown): SchemaProblem[] {
  const kind = (schema as { kind?: unknown } | null)?.kind;
  if (kind === 'list') return structuralProblems(metaValidators().list, schema);
  return [...structuralProblems(metaValidators().form, schema), ...formContentProblems(schema)];
}

/**
 * The problems of a form that its meta-schema cannot see (vModels, patterns, references), for a
 * check that covers the structure otherwise (a page's meta-schema holding forms).
 */
export function formContentProblems(schema: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const fields = (schema as { fields?: unknown } | null)?.fields;
  fieldProblems(fields, 'fields', new Map(), problems);
  return [...problems, ...referenceProblems(fields)];
}
