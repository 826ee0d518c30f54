import type { FieldSchema } from '@formwork/schema';
import { widgetMetaOf } from '@formwork/widgets';
import { FETCHED_OPTION_KEYS, optionSourceProps } from '../../options/with-fetched-options.js';

const FETCHED: ReadonlySet<string> = new Set(FETCHED_OPTION_KEYS);

/**
 * The widget's own props from the field's schema props (placeholder, maxlength, precision...),
 * as the widget's meta maps them; option widgets also learn where the form fetches their
 * options from (options/).
 */
export function widgetProps(field: FieldSchema): Record<string, unknown> {
  const props = { ...widgetMetaOf(field.jnpfKey)?.toComponentProps(field) };
  if (FETCHED.has(field.jnpfKey)) {
    const optionSource = optionSourceProps(field);
    if (optionSource) props.optionSource = optionSource;
    // A page form's tree fetched a level at a time (page/dialog/form-options.ts put it there).
    const lazyTree = field.props?.lazyTree;
    if (field.jnpfKey === 'treeSelect' && lazyTree) props.lazyTree = lazyTree;
  }
  return props;
}
