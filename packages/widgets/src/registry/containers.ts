import type { ContainerKey } from '@formwork/schema';
import { WIDGET_DEFINITIONS } from './definitions.js';
import type { WidgetComponent } from './types.js';

/**
 * The layout containers by jnpfKey. A tab pane and a collapse panel lay out their content as a
 * row; table-grid rows and cells are drawn by their grid, so they have no component of their own.
 */
export const CONTAINER_COMPONENTS: Readonly<Partial<Record<ContainerKey, WidgetComponent>>> = Object.freeze(
  Object.fromEntries(
    WIDGET_DEFINITIONS.flatMap((definition) =>
      'container' in definition ? [[definition.jnpfKey, definition.container]] : [],
    ),
  ),
);

/** Container parts drawn by the container holding them. */
export const DRAWN_BY_PARENT: ReadonlySet<ContainerKey> = new Set(
  WIDGET_DEFINITIONS.flatMap((definition) => ('drawnByParent' in definition ? [definition.jnpfKey] : [])),
);
