import type { FieldSchema } from '@formwork/schema';
import { optionSourceProps } from '../../options/with-fetched-options.js';

/** Schema props the form itself handles; the widget never sees them. */
const FORM_PROPS = new Set([
  'disabled',
  'readonly',
  'dataType',
  'dictionaryType',
  'propsUrl',
  'optionProps',
  'options',
]);

const OPTION_KEYS = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);

/** Relation widgets publish their chosen record under their own data key, for attribute fields. */
const RELATION_KEYS = new Set(['relationForm', 'popupSelect']);

/** Canonical options are {label, value, children}; the widgets take JNPF's key mapping. */
export const CANONICAL_OPTION_KEYS = { label: 'label', value: 'value', children: 'children' } as const;

/** The widget's own props from the field's schema props (placeholder, maxlength, precision...). */
export function widgetProps(field: FieldSchema): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(field.props ?? {})) {
    if (!FORM_PROPS.has(name) && value !== undefined) props[name] = value;
  }
  if (RELATION_KEYS.has(field.jnpfKey)) props.vModel = field.vModel;
  if (OPTION_KEYS.has(field.jnpfKey)) {
    props.options = field.props?.options ?? [];
    props.props = CANONICAL_OPTION_KEYS;
    // Dictionary or interface options: the form's option widgets fetch them (options/).
    const optionSource = optionSourceProps(field);
    if (optionSource) props.optionSource = optionSource;
  }
  return props;
}
