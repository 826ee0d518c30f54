import type { ContainerKey, FieldSchema, JnpfKey } from '@formwork/schema';

/** The palette's sections, in JNPF's order: 基础控件, 高级控件, 系统控件, 布局控件. */
export type PaletteGroup = 'basic' | 'advanced' | 'system' | 'layout';

export const PALETTE_GROUPS: readonly PaletteGroup[] = ['basic', 'advanced', 'system', 'layout'];

/** A user-visible word in each language the console offers. */
export interface LocalizedText {
  zh: string;
  zhtw: string;
  en: string;
}

/**
 * A JSON Schema (2020-12 subset) of a widget's designer properties, i.e. what the property panel
 * edits inside `field.props`. Kept as plain data so the designer can render it with the runtime.
 * Each `title` (and each `enumTitles` entry, a choice's label) is a LocalizedText, so the panel
 * shows it in the user's language; `propsSchemaIn` gives the plain JSON Schema of one language
 * that a JSON Schema tool such as ajv checks.
 */
export interface PropsJsonSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties?: boolean;
}

/** Where a widget may be dropped: the form's top level, a sub-table column, or a container's content. */
export type ParentKind = 'form' | 'table' | ContainerKey;

/** What one jnpfKey tells the designer and the runtime about itself. */
export interface WidgetMeta {
  jnpfKey: JnpfKey;
  group: PaletteGroup;
  title: LocalizedText;
  /** An icon class of the console's icon font (`icon-ym icon-ym-generator-input`, ...). */
  icon: string;
  /** Whether the field stores a value (and so needs a vModel). */
  hasData: boolean;
  /**
   * A new field as the palette drops it: label, props and defaults filled, `vModel` left empty
   * (the designer assigns a unique one) and, for containers, the children a new one starts with.
   */
  createField(): FieldSchema;
  /** The designer properties stored in `field.props`. */
  propsSchema: PropsJsonSchema;
  /** Parents that may hold it. */
  allowedParents: readonly ParentKind[];
  /** Whether a sub-table column may be this widget. */
  inSubTable: boolean;
  /**
   * False for the parts a container makes for itself (tab pane, collapse panel, table-grid row
   * and cell): the designer adds those through their container, never from the palette.
   */
  inPalette: boolean;
  /** The component's props from the field's schema (placeholder, maxlength, options...). */
  toComponentProps(field: FieldSchema): Record<string, unknown>;
}

export type WidgetMetas = ReadonlyMap<string, WidgetMeta>;

/**
 * A meta as its widget's folder declares it. A widget that goes wherever fields go names no
 * parents: which containers hold fields is known only to the list of all widgets, which fills them.
 */
export type MetaDraft = Omit<WidgetMeta, 'allowedParents'> & { allowedParents?: readonly ParentKind[] };
