import type { WidgetProps as RjsfWidgetProps } from '@rjsf/utils';

/**
 * Keys rjsf puts into a widget's `options` for itself (from `ui:xxx` and its field classes);
 * everything else in `ui:options` is the widget's own props.
 */
const RJSF_OWN_OPTIONS = new Set([
  'autofocus',
  'classNames',
  'description',
  'disabled',
  'emptyValue',
  'enumDisabled',
  'enumNames',
  'enumOptions',
  'field',
  'help',
  'hideError',
  'order',
  'readonly',
  'style',
  'title',
  'widget',
]);

/** Whether an options key is rjsf's: `ui:label: false` hides rjsf's label, our widgets take a text label. */
const isRjsfOption = (key: string, value: unknown) =>
  RJSF_OWN_OPTIONS.has(key) || (key === 'label' && typeof value === 'boolean');

/** A schema `enum` as our options, read by the default `props` keys (fullName, id). */
function optionsOfEnum(enumOptions: RjsfWidgetProps['options']['enumOptions']) {
  return enumOptions?.map((option) => ({ id: option.value, fullName: option.label }));
}

/**
 * rjsf widget props -> our controlled widget's props: value, onChange, disabled, readOnly,
 * placeholder, and `ui:options` as the widget's own props. A cleared box ('' or null) gives rjsf
 * its `emptyValue` (undefined unless set), as rjsf's own widgets do, so an emptied optional field
 * is absent rather than failing its type.
 */
export function widgetPropsOf(props: RjsfWidgetProps): Record<string, unknown> {
  const { options, onChange } = props;
  const own: Record<string, unknown> = Object.fromEntries(
    Object.entries(options).filter(([key, value]) => !isRjsfOption(key, value)),
  );
  if (own.options === undefined && options.enumOptions?.length) {
    own.options = optionsOfEnum(options.enumOptions);
    own.props = undefined;
  }
  return {
    ...own,
    value: props.value,
    onChange: (next: unknown) => onChange(next === '' || next === null ? options.emptyValue : next),
    disabled: props.disabled,
    readOnly: props.readonly,
    placeholder: props.placeholder || undefined,
  };
}

/** The widget name a field's uiSchema asks for, by `ui:widget` or `ui:options.widget`. */
export function widgetNamed(uiSchema: RjsfWidgetProps['uiSchema']): unknown {
  const options = uiSchema?.['ui:options'] as { widget?: unknown } | undefined;
  return uiSchema?.['ui:widget'] ?? options?.widget;
}
