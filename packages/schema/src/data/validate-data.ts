import type { ValidateFunction } from 'ajv';
import { createAjv, dottedPath, type ErrorObject, regExp } from '../form/ajv.js';
import { dataFieldsOf } from '../form/fields-of.js';
import type { FormSchema } from '../form/types.js';
import { compileDataSchema, MESSAGE_KEYWORD, NUMBER_PATTERN_KEYWORD, REQUIRED_MESSAGE } from './compile.js';

export interface DataProblem {
  /** The field's vModel; inside a sub-table `table.rowIndex.column`. */
  field: string;
  message: string;
}

export interface ValidateDataOptions {
  /** 'update' checks only the values sent; 'create' (default) also requires absent fields. */
  mode?: 'create' | 'update';
}

const ajv = createAjv();
ajv.addKeyword({
  keyword: NUMBER_PATTERN_KEYWORD,
  type: 'number',
  schemaType: 'string',
  compile: (source: string) => {
    const pattern = regExp(source, 'u');
    return (value: number) => pattern.test(String(value));
  },
});

const compiled = new WeakMap<FormSchema, Map<string, ValidateFunction>>();

function validatorFor(form: FormSchema, mode: 'create' | 'update'): ValidateFunction {
  let byMode = compiled.get(form);
  if (!byMode) compiled.set(form, (byMode = new Map()));
  let validate = byMode.get(mode);
  if (!validate) byMode.set(mode, (validate = ajv.compile(compileDataSchema(form, { mode }))));
  return validate;
}

function messageOf(error: ErrorObject): string {
  const own = (error.parentSchema as Record<string, unknown> | undefined)?.[MESSAGE_KEYWORD];
  if (typeof own === 'string') return own;
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case 'required':
      return REQUIRED_MESSAGE;
    case 'maxLength':
      return `最多输入${limit}个字符`;
    case 'minimum':
      return `不能小于${limit}`;
    case 'maximum':
      return `不能大于${limit}`;
    case 'multipleOf': {
      const places = Math.max(0, -Math.round(Math.log10(error.params.multipleOf as number)));
      return places === 0 ? '只能输入整数' : `最多${places}位小数`;
    }
    case 'enum':
      return '不在可选范围内';
    default:
      return '格式不正确';
  }
}

/**
 * Every field of `data` that breaks the form's rules, with the spec's messages: one problem per
 * field (the first failing check), in the order ajv walks the form.
 */
export function validateData(form: FormSchema, data: unknown, options: ValidateDataOptions = {}): DataProblem[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return [{ field: '', message: '数据格式不正确' }];
  }
  const validate = validatorFor(form, options.mode ?? 'create');
  if (validate(data)) return [];
  const problems = new Map<string, string>();
  for (const error of validate.errors ?? []) {
    // `if` only repeats that its `else` failed; anyOf branches are explained by the leaf errors.
    if (error.keyword === 'if' || error.schemaPath.includes('/anyOf/')) continue;
    const field =
      error.keyword === 'required'
        ? dottedPath(error.instancePath, String(error.params.missingProperty))
        : fieldPath(error.instancePath);
    if (!problems.has(field)) problems.set(field, messageOf(error));
  }
  return inFormOrder(form, [...problems].map(([field, message]) => ({ field, message })));
}

/** ajv reports missing fields before wrong ones; a person reads the form top to bottom. */
function inFormOrder(form: FormSchema, problems: DataProblem[]): DataProblem[] {
  const order = new Map(dataFieldsOf(form).map((f, i) => [f.vModel, i]));
  const rank = (p: DataProblem) => {
    const [field = '', row = '0'] = p.field.split('.');
    return [order.get(field) ?? order.size, Number(row) || 0];
  };
  return problems
    .map((p, i) => ({ p, i, r: rank(p) }))
    .sort((a, b) => (a.r[0] ?? 0) - (b.r[0] ?? 0) || (a.r[1] ?? 0) - (b.r[1] ?? 0) || a.i - b.i)
    .map(({ p }) => p);
}

/** A cell's error names its cell (`lines.0.qty`), an array item's names its field (`tags`). */
function fieldPath(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  // checkbox `/tags/1` -> `tags`; sub-table `/lines/0/qty` stays whole.
  if (parts.length === 2 && /^\d+$/.test(parts[1] ?? '')) parts.pop();
  return parts.join('.');
}
