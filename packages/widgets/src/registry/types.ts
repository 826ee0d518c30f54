import type { ComponentType } from 'react';

// Each widget has its own props; the registry only promises "a component for this jnpfKey".
// biome-ignore lint/suspicious/noExplicitAny: the props differ per widget and are checked where each is used.
export type WidgetComponent = ComponentType<any>;

/** jnpfKey (newer name) -> component. A plain object: copy and merge it freely. */
export type WidgetRegistry = Readonly<Record<string, WidgetComponent>>;
