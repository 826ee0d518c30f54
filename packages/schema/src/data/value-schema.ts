import { isServerFilledKey, storesMany, valueKindOf } from '../form/jnpf-key-traits.js';
import type { FieldOption, FieldSchema } from '../form/types.js';

type Json = Record<string, unknown>;

/** HH:mm:ss, the timePicker's stored form. */
export const TIME_PATTERN = '^(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$';

const scalar = { type: ['string', 'number'] };

function optionValues(field: FieldSchema): Json {
  const props = field.props ?? {};
  const options: FieldOption[] | undefined = props.options;
  // Dictionary and interface options are only known at run time; static ones are a closed set.
  if ((props.dataType ?? 'static') !== 'static' || !options?.length) return scalar;
  return { enum: options.map((o) => o.value) };
}

function choice(field: FieldSchema): Json {
  const one = optionValues(field);
  return storesMany(field) ? { type: 'array', items: one } : one;
}

function numberSchema(field: FieldSchema): Json {
  const { min, max, precision } = field.props ?? {};
  return {
    type: 'number',
    ...(min !== undefined && { minimum: min }),
    ...(max !== undefined && { maximum: max }),
    ...(precision !== undefined && { multipleOf: 10 ** -precision }),
  };
}

function stringSchema(field: FieldSchema): Json {
  const maxlength = field.props?.maxlength;
  return { type: 'string', ...(maxlength !== undefined && { maxLength: maxlength }) };
}

const idOrIds = (field: FieldSchema): Json =>
  storesMany(field) ? { type: 'array', items: { type: 'string' } } : { type: 'string' };

const fileList = {
  type: 'array',
  items: { type: 'object', required: ['name', 'url'], properties: { name: { type: 'string' }, url: { type: 'string' } } },
};

/**
 * What a non-empty value of this field must look like, by the kind of value its key stores.
 * `table` is handled by the compiler because its rows need the column compiler; values the
 * server fills (system fields, calculations) are its own and take any shape here.
 */
export function valueSchema(field: FieldSchema): Json {
  if (isServerFilledKey(field.jnpfKey)) return {};
  switch (valueKindOf(field.jnpfKey)) {
    case 'text':
      return stringSchema(field);
    case 'number':
      return numberSchema(field);
    case 'flag':
      return { enum: [0, 1] };
    case 'moment':
      return { type: 'integer' };
    case 'time':
      return { type: 'string', pattern: TIME_PATTERN };
    case 'choice':
      return choice(field);
    case 'path':
      return { type: 'array' };
    case 'id':
      return idOrIds(field);
    case 'files':
      return fileList;
    case 'rows':
    case 'attr':
    case 'none':
      return {};
  }
}
