import { dataFieldsOf } from '../form/fields-of.js';
import { isServerFilledKey } from '../form/jnpf-key-traits.js';
import { patternProblem, patternSource } from '../form/reg-pattern.js';
import type { FieldSchema, FormSchema, RegRule } from '../form/types.js';
import { namedRules } from '../rules/named-rules.js';
import { conditionalRequires } from './conditional-require.js';
import { valueSchema } from './value-schema.js';

type Json = Record<string, unknown>;

/** The message every required check answers. */
export const REQUIRED_MESSAGE = '不能为空';

/** What a rule answers whose stored pattern the linear engine cannot run. */
export const UNUSABLE_PATTERN_MESSAGE = '校验规则无法执行，请联系管理员修改表单设计';

/** Our own keywords: the message a rule answers, and a regList pattern tested on a number's text. */
export const MESSAGE_KEYWORD = 'x-message';
export const NUMBER_PATTERN_KEYWORD = 'x-numberPattern';
/** Beside a named rule's message: its stable name (DataProblem.key). */
export const MESSAGE_KEY_KEYWORD = 'x-messageKey';

export interface CompileOptions {
  /** 'update' leaves absent fields alone (only the values sent are checked). */
  mode?: 'create' | 'update';
}

const EMPTY = { anyOf: [{ type: 'null' }, { const: '' }, { type: 'array', maxItems: 0 }] };

/** Fields whose value the server computes; a client's copy is neither required nor checked. */
export function isServerFilled(field: FieldSchema): boolean {
  return isServerFilledKey(field.jnpfKey);
}

function ruleSchema(rule: RegRule, numeric: boolean): Json {
  const pattern = numeric ? NUMBER_PATTERN_KEYWORD : 'pattern';
  if (!('rule' in rule)) {
    // A design saved before such patterns were refused may still hold one: the rule fails every
    // value with a message saying so, rather than the form failing to compile or backtracking.
    if (patternProblem(rule.pattern))
      return { not: {}, [MESSAGE_KEYWORD]: UNUSABLE_PATTERN_MESSAGE, [MESSAGE_KEY_KEYWORD]: 'unusablePattern' };
    return { [pattern]: patternSource(rule.pattern), [MESSAGE_KEYWORD]: rule.message };
  }
  const named = namedRules[rule.rule];
  return {
    [pattern]: named.pattern.source,
    [MESSAGE_KEYWORD]: named.message,
    [MESSAGE_KEY_KEYWORD]: `rule.${rule.rule}`,
  };
}

/** Rows are always sent whole, so their required columns apply in either mode. */
function rowSchema(columns: readonly FieldSchema[]): Json {
  return objectSchema(
    columns.filter((c) => c.vModel),
    { mode: 'create' },
  );
}

/**
 * One field: the empty check comes first and alone; a non-empty value must have the key's type,
 * then pass each regList rule in order, so the first failing rule is the first error.
 */
function fieldSchema(field: FieldSchema): Json {
  const shape =
    field.jnpfKey === 'table'
      ? { type: 'array', items: rowSchema(field.children ?? []) }
      : valueSchema(field);
  const numeric = shape.type === 'number' || shape.type === 'integer';
  const rules = (field.regList ?? []).map((rule) => ruleSchema(rule, numeric));
  return {
    title: field.label ?? field.vModel,
    if: EMPTY,
    then: field.required ? { not: {}, [MESSAGE_KEYWORD]: REQUIRED_MESSAGE } : true,
    else: { allOf: [shape, ...rules] },
  };
}

function objectSchema(fields: readonly FieldSchema[], options: CompileOptions): Json {
  const checked = fields.filter((f) => !isServerFilled(f));
  const properties = Object.fromEntries(checked.map((f) => [f.vModel, fieldSchema(f)]));
  const mode = options.mode ?? 'create';
  const required = mode === 'update' ? [] : checked.filter((f) => f.required).map((f) => f.vModel);
  const context = { empty: EMPTY, messageKeyword: MESSAGE_KEYWORD, message: REQUIRED_MESSAGE, mode };
  const linked = conditionalRequires(checked, context);
  return {
    type: 'object',
    properties,
    ...(required.length > 0 && { required }),
    ...(linked.length > 0 && { allOf: linked }),
  };
}

/** The JSON Schema (2020-12) a record of this form must satisfy. */
export function compileDataSchema(form: FormSchema, options: CompileOptions = {}): Json {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...objectSchema(dataFieldsOf(form), options),
  };
}
