import { createElement, type ForwardRefExoticComponent, forwardRef, type RefAttributes } from 'react';
import { loadQuill } from '../editor/load-quill.js';
import type { SubTableHandle, SubTableWidgetProps } from '../sub-table/types.js';
import { type DefaultWidgetKey, WIDGET_DEFINITIONS } from './definitions.js';
import type { WidgetComponent, WidgetRegistry } from './types.js';

export type { WidgetComponent, WidgetRegistry };

/**
 * A widget drawing its cells with the registry it is registered in (the default one unless the
 * holder passes `widgets`), handed in as a prop so the widget's module never imports this one.
 */
function withCellsFromRegistry(View: WidgetComponent): WidgetComponent {
  return forwardRef<unknown, { widgets?: WidgetRegistry }>(function SubTableWidget(props, ref) {
    return createElement(View, { ...props, widgets: props.widgets ?? DEFAULT_WIDGETS, ref });
  });
}

export const DEFAULT_WIDGETS: Readonly<Record<DefaultWidgetKey, WidgetComponent>> = Object.freeze(
  Object.fromEntries(
    WIDGET_DEFINITIONS.flatMap((definition) =>
      'widget' in definition
        ? [
            [
              definition.jnpfKey,
              'drawsCellsWithRegistry' in definition
                ? withCellsFromRegistry(definition.widget)
                : definition.widget,
            ],
          ]
        : [],
    ),
  ) as Record<DefaultWidgetKey, WidgetComponent>,
);

/** The sub-table as registered: its cells drawn by the default registry unless given `widgets`. */
export const SubTableWidget = DEFAULT_WIDGETS.table as ForwardRefExoticComponent<
  SubTableWidgetProps & RefAttributes<SubTableHandle>
>;

/**
 * Fetches the code of every default widget, for a host that wants none drawn with a placeholder
 * first (tests, a screen about to open many widgets at once). That includes the editor's engine,
 * which the editor fetches apart when it is drawn: otherwise it would still arrive after the
 * editor, and a test could end (and its DOM go) before Quill's module ran.
 */
export function preloadWidgets(): Promise<unknown> {
  return Promise.all([
    loadQuill(),
    ...WIDGET_DEFINITIONS.map((definition) =>
      'widget' in definition && 'preload' in definition.widget ? definition.widget.preload() : undefined,
    ),
  ]);
}

/**
 * A fresh registry: the defaults with `overrides` laid over them. No global state, so two forms
 * on one page can render the same jnpfKey differently.
 */
export function createWidgetRegistry(overrides: Record<string, WidgetComponent> = {}): WidgetRegistry {
  return { ...DEFAULT_WIDGETS, ...overrides };
}
