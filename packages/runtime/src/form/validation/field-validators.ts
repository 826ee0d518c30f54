import { type FieldSchema, type FormSchema, isServerFilled, validateData } from '@formwork/schema';
import { problemText, type RuntimeT, runtimeText } from '../../i18n/instance.js';

/** Formily's rule list for one field: `{required}` first (so linkage can flip it), then the rest. */
export type FieldValidators = Array<{ required: boolean; message: string } | { validator: ValueCheck }>;
type ValueCheck = (value: unknown) => string | undefined;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Types, ranges and regList of a non-empty value, checked by the same `validateData` the server
 * runs, on a one-field form: the messages (最多输入20个字符, 请正确输入您的手机号...) are the
 * server's own, and the first failing rule wins as it does there. The empty check is Formily's
 * `required`, kept apart so a linkage can require the field or not.
 */
function valueCheck(field: FieldSchema & { vModel: string }, t: RuntimeT): ValueCheck {
  const { reactions: _linkage, required: _required, ...rest } = field;
  const alone: FormSchema = { version: 1, kind: 'form', settings: {}, fields: [rest] };
  return (value) => {
    if (isEmpty(value)) return undefined;
    const [problem] = validateData(alone, { [field.vModel]: value }, { mode: 'update' });
    return problem && problemText(t, problem);
  };
}

/** The field's rules, their messages in the language of `t` (Chinese by default). */
export function fieldValidators(
  field: FieldSchema & { vModel: string },
  t: RuntimeT = runtimeText(),
): FieldValidators {
  // The server computes these; a client copy is never wrong.
  if (isServerFilled(field)) return [];
  const required = { required: field.required === true, message: t('schema.required') };
  // Sub-table cells are fields of their own, each with its own rules.
  if (field.jnpfKey === 'table') return [required];
  return [required, { validator: valueCheck(field, t) }];
}
