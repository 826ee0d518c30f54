import type { ValidateFunction } from 'ajv';
import { createAjv, dottedPath, type ErrorObject, regExp } from '../form/ajv.js';
import { dataFieldsOf } from '../form/fields-of.js';
import type { FormSchema } from '../form/types.js';
import {
  compileDataSchema,
  MESSAGE_KEY_KEYWORD,
  MESSAGE_KEYWORD,
  NUMBER_PATTERN_KEYWORD,
  REQUIRED_MESSAGE,
} from './compile.js';
import type { SchemaMessageKey, SchemaMessageParams } from './messages.js';

export interface DataProblem {
  /** The field's vModel; inside a sub-table `table.rowIndex.column`. */
  field: string;
  /** In Chinese, as the server answers it. */
  message: string;
  /** The message's stable name, absent for a form's own regList message (the schema's text). */
  key?: SchemaMessageKey;
  /** What the message's text is filled with. */
  params?: SchemaMessageParams;
}

type Said = Pick<DataProblem, 'message' | 'key' | 'params'>;

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

function messageOf(error: ErrorObject): Said {
  const parent = error.parentSchema as Record<string, unknown> | undefined;
  const own = parent?.[MESSAGE_KEYWORD];
  if (typeof own === 'string') {
    const key = parent?.[MESSAGE_KEY_KEYWORD];
    if (typeof key === 'string') return { message: own, key: key as SchemaMessageKey };
    // A requirement that hangs on other fields says the required message through this keyword.
    return own === REQUIRED_MESSAGE ? { message: own, key: 'required' } : { message: own };
  }
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case 'required':
      return { message: REQUIRED_MESSAGE, key: 'required' };
    case 'maxLength':
      return { message: `最多输入${limit}个字符`, key: 'maxLength', params: { limit } };
    case 'minimum':
      return { message: `不能小于${limit}`, key: 'minimum', params: { limit } };
    case 'maximum':
      return { message: `不能大于${limit}`, key: 'maximum', params: { limit } };
    case 'multipleOf': {
      const places = Math.max(0, -Math.round(Math.log10(error.params.multipleOf as number)));
      return places === 0
        ? { message: '只能输入整数', key: 'integer' }
        : { message: `最多${places}位小数`, key: 'decimals', params: { places } };
    }
    case 'enum':
      return { message: '不在可选范围内', key: 'notAnOption' };
    default:
      return { message: '格式不正确', key: 'badFormat' };
  }
}

/**
 * Every field of `data` that breaks the form's rules, with the named rules' messages: one problem per
 * field (the first failing check), in the order ajv walks the form.
 */
export function validateData(form: FormSchema, data: unknown, options: ValidateDataOptions = {}): DataProblem[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return [{ field: '', message: '数据格式不正确', key: 'badData' }];
  }
  const validate = validatorFor(form, options.mode ?? 'create');
  if (validate(data)) return [];
  const problems = new Map<string, Said>();
  for (const error of validate.errors ?? []) {
    // `if` only repeats that its `else` failed; anyOf branches are explained by the leaf errors.
    if (error.keyword === 'if' || error.schemaPath.includes('/anyOf/')) continue;
    const field =
      error.keyword === 'required'
        ? dottedPath(error.instancePath, String(error.params.missingProperty))
        : fieldPath(error.instancePath);
    if (!problems.has(field)) problems.set(field, messageOf(error));
  }
  return inFormOrder(
    form,
    [...problems].map(([field, said]) => ({ field, ...said })),
  );
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
