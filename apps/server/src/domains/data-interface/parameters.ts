import { badDataField, badField } from '../../http/envelope.js';
import { parseJsonText } from '../../http/json-text.js';

export const PARAMETER_TYPES = ['varchar', 'int', 'datetime', 'decimal', 'bigint', 'text'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/** One request parameter of an interface, as JNPF keeps them (JSON text in requestParameters). */
export interface InterfaceParameter {
  field: string;
  fieldName: string;
  dataType: ParameterType;
  required: number;
  defaultValue: string;
}

/** A parameter's name: a placeholder must be told from the text around it. */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The parameter list kept as text; 400 naming requestParameters when it is not one. */
export function parseParameters(text: string): InterfaceParameter[] {
  const value = parseJsonText('requestParameters', text || '[]', 'dataInterface.badParameters');
  if (!Array.isArray(value)) throw badField('requestParameters', 'dataInterface.badParameters');
  const seen = new Set<string>();
  // A row the table editor left blank is no parameter.
  const blank = (item: unknown) =>
    typeof item === 'object' &&
    item !== null &&
    ['field', 'fieldName', 'defaultValue'].every((key) => {
      const cell = (item as Record<string, unknown>)[key];
      return cell === undefined || cell === null || cell === '';
    });
  return value
    .filter((item) => !blank(item))
    .map((item: unknown) => {
      if (typeof item !== 'object' || item === null)
        throw badField('requestParameters', 'dataInterface.badParameters');
      const entry = item as Record<string, unknown>;
      const field = typeof entry.field === 'string' ? entry.field.trim() : '';
      if (!FIELD.test(field))
        throw badField('requestParameters', 'dataInterface.badParameterName', { field });
      if (seen.has(field)) throw badField('requestParameters', 'dataInterface.duplicateParameter', { field });
      seen.add(field);
      const dataType = PARAMETER_TYPES.find((type) => type === entry.dataType) ?? 'varchar';
      return {
        field,
        fieldName: typeof entry.fieldName === 'string' ? entry.fieldName.slice(0, 100) : '',
        dataType,
        required: entry.required === 1 || entry.required === true ? 1 : 0,
        defaultValue:
          entry.defaultValue === undefined || entry.defaultValue === null
            ? ''
            : String(entry.defaultValue).slice(0, 2000),
      };
    });
}

/**
 * What a value of each type looks like. Each pattern has at most one way to match any text (no
 * quantified part can take what the next one takes), so the backtracking engine runs in linear
 * time on it; the length limit below is checked first all the same.
 */
const CHECKS: Record<ParameterType, RegExp | undefined> = {
  varchar: undefined,
  text: undefined,
  int: /^[-+]?\d{1,10}$/,
  bigint: /^[-+]?\d{1,19}$/,
  decimal: /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/,
  datetime: undefined,
};

/**
 * The longest value of each type, in characters. int and bigint hold 10 and 19 digits with a sign
 * and spaces around; a decimal of 100 characters is past what any numeric column keeps exactly;
 * a datetime is ISO text or epoch milliseconds; varchar is a line of text as a varchar column
 * holds it (4,000); text is a long text column's 64 KiB. Past it the caller gets a 400 naming the
 * parameter, before any pattern, query or upstream call sees the value.
 */
export const PARAMETER_LENGTH_LIMITS: Readonly<Record<ParameterType, number>> = {
  int: 32,
  bigint: 32,
  decimal: 100,
  datetime: 64,
  varchar: 4000,
  text: 65_535,
};

/**
 * The value of each parameter, by its field name, from what the caller sent: a missing one takes
 * its default; a required one still empty is a 400 naming it, as is a value not of its type.
 */
export function parameterValues(
  parameters: readonly InterfaceParameter[],
  given: ReadonlyMap<string, unknown>,
): Map<string, string> {
  const values = new Map<string, string>();
  for (const parameter of parameters) {
    const sent = given.get(parameter.field);
    const text =
      sent === undefined || sent === null || sent === ''
        ? parameter.defaultValue
        : typeof sent === 'object'
          ? JSON.stringify(sent)
          : String(sent);
    if (!text && parameter.required) throw badDataField(parameter.field, 'validation.required');
    const limit = PARAMETER_LENGTH_LIMITS[parameter.dataType];
    if (text.length > limit)
      throw badDataField(parameter.field, 'dataInterface.parameterTooLong', {
        type: parameter.dataType,
        limit,
      });
    const check = CHECKS[parameter.dataType];
    if (text && check && !check.test(text.trim())) {
      throw badDataField(parameter.field, 'dataInterface.badParameterValue', { type: parameter.dataType });
    }
    if (text && parameter.dataType === 'datetime' && Number.isNaN(Date.parse(text))) {
      throw badDataField(parameter.field, 'dataInterface.badParameterValue', { type: parameter.dataType });
    }
    values.set(parameter.field, text);
  }
  return values;
}

/** What the caller sent as parameters: query-string pairs, an object, or JNPF's [{field, defaultValue}]. */
export function givenParameters(...sources: unknown[]): Map<string, unknown> {
  const given = new Map<string, unknown>();
  for (const source of sources) {
    if (Array.isArray(source)) {
      for (const item of source) {
        if (item && typeof item === 'object' && typeof (item as { field?: unknown }).field === 'string') {
          const { field, defaultValue, value } = item as {
            field: string;
            defaultValue?: unknown;
            value?: unknown;
          };
          given.set(field, value ?? defaultValue);
        }
      }
    } else if (source && typeof source === 'object') {
      for (const [key, value] of Object.entries(source)) given.set(key, value);
    }
  }
  return given;
}
