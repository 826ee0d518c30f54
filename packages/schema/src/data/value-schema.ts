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

function choice(field: FieldSchema, alwaysMany: boolean): Json {
  const one = optionValues(field);
  return alwaysMany || field.props?.multiple ? { type: 'array', items: one } : one;
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
  field.props?.multiple ? { type: 'array', items: { type: 'string' } } : { type: 'string' };

const fileList = {
  type: 'array',
  items: { type: 'object', required: ['name', 'url'], properties: { name: { type: 'string' }, url: { type: 'string' } } },
};

/**
 * What a non-empty value of this field must look like, by jnpfKey. `table` is handled by the
 * compiler because its rows need the column compiler.
 */
export function valueSchema(field: FieldSchema): Json {
  switch (field.jnpfKey) {
    case 'input':
    case 'textarea':
    case 'autoComplete':
    case 'colorPicker':
    case 'editor':
      return stringSchema(field);
    case 'inputNumber':
    case 'rate':
    case 'slider':
      return numberSchema(field);
    case 'switch':
      return { enum: [0, 1] };
    case 'datePicker':
      return { type: 'integer' };
    case 'timePicker':
      return { type: 'string', pattern: TIME_PATTERN };
    case 'radio':
      return choice(field, false);
    case 'select':
      return choice(field, false);
    case 'checkbox':
      return choice(field, true);
    case 'cascader':
    case 'areaSelect':
    case 'organizeSelect':
      return { type: 'array' };
    case 'usersSelect':
      return { type: 'array', items: { type: 'string' } };
    case 'uploadFile':
    case 'uploadImg':
      return fileList;
    case 'treeSelect':
    case 'userSelect':
    case 'depSelect':
    case 'posSelect':
    case 'roleSelect':
    case 'groupSelect':
    case 'popupSelect':
    case 'popupTableSelect':
    case 'relationForm':
      return idOrIds(field);
    default:
      return {};
  }
}
