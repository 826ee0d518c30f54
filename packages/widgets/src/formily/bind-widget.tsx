import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { ComponentType } from 'react';
import { WIDGET_DEFINITIONS } from '../registry/definitions.js';
import type { WidgetComponent } from '../registry/types.js';

/** Widgets whose choices a Formily reaction may replace through `field.dataSource`. */
const OPTION_KEYS: ReadonlySet<string> = new Set(
  WIDGET_DEFINITIONS.flatMap((definition) => ('takesDataSource' in definition ? [definition.jnpfKey] : [])),
);

const bound = new WeakMap<WidgetComponent, WidgetComponent>();
const boundWithOptions = new WeakMap<WidgetComponent, WidgetComponent>();

/**
 * A plain controlled widget as a Formily field component: Formily already hands it `value`,
 * `onChange`, `disabled` and `readOnly`; in readPretty (detail) the same widget draws its
 * read-only text. `withOptions` lets `field.dataSource` fill the widget's `options`.
 * Bound once per widget, so a form re-rendering does not remount its fields.
 */
export function bindWidget(Widget: WidgetComponent, withOptions = false): WidgetComponent {
  const cache = withOptions ? boundWithOptions : bound;
  const known = cache.get(Widget);
  if (known) return known;
  const ReadPretty: ComponentType<Record<string, unknown>> = (props) => <Widget {...props} readOnly />;
  // mapProps last, so it wraps the readPretty switch and feeds options to both faces.
  const mappers = withOptions
    ? [mapReadPretty(ReadPretty), mapProps({ dataSource: 'options' })]
    : [mapReadPretty(ReadPretty)];
  const Bound = connect(Widget, ...mappers) as WidgetComponent;
  cache.set(Widget, Bound);
  return Bound;
}

/** Binds every widget of a registry (jnpfKey -> component) for a Formily SchemaField. */
export function formilyWidgetsOf(
  registry: Readonly<Record<string, WidgetComponent>>,
): Record<string, WidgetComponent> {
  return Object.fromEntries(
    Object.entries(registry).map(([key, Widget]) => [key, bindWidget(Widget, OPTION_KEYS.has(key))]),
  );
}
