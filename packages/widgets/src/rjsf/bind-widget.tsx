import type { Widget as RjsfWidget, WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
import { WIDGET_DEFINITIONS } from '../registry/definitions.js';
import type { WidgetComponent } from '../registry/types.js';
import { widgetNamed, widgetPropsOf } from './widget-props.js';

/**
 * jnpfKeys that rjsf also picks by itself for fields that name no widget (a string field draws
 * "text", an `enum` field "select", a boolean "checkbox"), with rjsf's own widget for them. Registering our widgets
 * under those keys must not take over such fields: ours draws only where a uiSchema names it.
 */
const NAMES_RJSF_PICKS: ReadonlyMap<string, string> = new Map(
  WIDGET_DEFINITIONS.flatMap((definition) =>
    'rjsfDefault' in definition ? [[definition.jnpfKey, definition.rjsfDefault]] : [],
  ),
);

const bound = new WeakMap<WidgetComponent, Map<string, RjsfWidget>>();

/**
 * A plain controlled widget as an rjsf custom widget (`"ui:widget": Component` or registered
 * through `<Form widgets>`). `key` is the name it is registered under, when it is.
 * Bound once per widget and key, so a form re-rendering does not remount its fields.
 */
export function rjsfWidget(Widget: WidgetComponent, key = ''): RjsfWidget {
  const byKey = bound.get(Widget) ?? new Map<string, RjsfWidget>();
  bound.set(Widget, byKey);
  const known = byKey.get(key);
  if (known) return known;
  const rjsfOwn = NAMES_RJSF_PICKS.get(key);
  function Bound(props: RjsfWidgetProps) {
    const RjsfOwn = rjsfOwn && widgetNamed(props.uiSchema) !== key ? props.registry.widgets[rjsfOwn] : null;
    if (RjsfOwn) return <RjsfOwn {...props} />;
    return <Widget {...widgetPropsOf(props)} />;
  }
  Bound.displayName = `Rjsf(${key || Widget.displayName || Widget.name})`;
  byKey.set(key, Bound);
  return Bound;
}

/**
 * The widgets of a registry (jnpfKey -> component) for `<Form widgets={...}>`, so a uiSchema
 * says `"ui:widget": "select"` and `"ui:options"` carries the widget's props.
 */
export function rjsfWidgetsOf(
  registry: Readonly<Record<string, WidgetComponent>>,
): Record<string, RjsfWidget> {
  return Object.fromEntries(Object.entries(registry).map(([key, Widget]) => [key, rjsfWidget(Widget, key)]));
}
