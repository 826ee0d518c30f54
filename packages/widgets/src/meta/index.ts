import { WIDGET_DEFINITIONS } from '../registry/definitions.js';
import type { MetaDraft, PaletteGroup, ParentKind, WidgetMeta, WidgetMetas } from './types.js';

export { CANONICAL_OPTION_KEYS, FORM_OWNED_PROPS, ownProps } from './component-props.js';
export { type PropsLanguage, propsSchemaIn } from './props-schema.js';
export * from './types.js';

/** Where fields may go: the form, and the containers whose content holds fields. */
export const FIELD_PARENTS: readonly ParentKind[] = [
  'form',
  ...WIDGET_DEFINITIONS.flatMap((definition) => ('holdsFields' in definition ? [definition.jnpfKey] : [])),
];

const FIELD_OR_COLUMN_PARENTS: readonly ParentKind[] = [...FIELD_PARENTS, 'table'];

/** A folder's meta with its parents filled: wherever fields go unless it names its own. */
function placed(draft: MetaDraft): WidgetMeta {
  return {
    ...draft,
    allowedParents: draft.allowedParents ?? (draft.inSubTable ? FIELD_OR_COLUMN_PARENTS : FIELD_PARENTS),
  };
}

/** Every widget's meta in palette order: the definitions' order, JNPF's within each group. */
const ALL_METAS: readonly WidgetMeta[] = WIDGET_DEFINITIONS.flatMap((definition) =>
  'meta' in definition ? [placed(definition.meta)] : [],
);

/** Metas keyed by jnpfKey, in palette order. */
export const WIDGET_METAS: WidgetMetas = new Map(ALL_METAS.map((meta) => [meta.jnpfKey, meta]));

/** The meta of a jnpfKey; undefined for a key no widget knows. */
export function widgetMetaOf(key: string, metas: WidgetMetas = WIDGET_METAS): WidgetMeta | undefined {
  return metas.get(key);
}

/** What the palette offers, in its order: one group's widgets, or all of them. */
export function paletteMetas(group?: PaletteGroup, metas: WidgetMetas = WIDGET_METAS): WidgetMeta[] {
  return [...metas.values()].filter(
    (meta) => meta.inPalette && (group === undefined || meta.group === group),
  );
}

/**
 * The default metas with `overrides` laid over them (an app's own widgets or changed defaults),
 * keyed by their jnpfKey. A fresh map: no global state.
 */
export function createWidgetMetas(overrides: Iterable<WidgetMeta> = []): WidgetMetas {
  const metas = new Map(WIDGET_METAS);
  for (const meta of overrides) metas.set(meta.jnpfKey, meta);
  return metas;
}
