import type { FieldSchema } from '@formwork/schema';

export type PaletteGroup = 'basic' | 'advanced' | 'system' | 'layout';

export const PALETTE_GROUPS: readonly PaletteGroup[] = ['basic', 'advanced', 'system', 'layout'];

/**
 * What the designer reads of a widget's meta: the part of `@formwork/widgets`' WidgetMeta it
 * uses, so any map of WidgetMeta can be passed in, and tests can pass metas of their own.
 */
export interface DesignerWidgetMeta {
  jnpfKey: string;
  group: PaletteGroup;
  title: { zh: string; zhtw: string; en: string };
  icon: string;
  hasData: boolean;
  createField(): FieldSchema;
  /**
   * The props the panel edits, as JSON Schema properties whose `title` (and `enumTitles`, one label
   * per `enum` value) is worded in each language, `{ zh, zhtw, en }`, or a plain string.
   */
  propsSchema: { type: 'object'; properties: Record<string, Record<string, unknown>> };
  /** 'form', 'table' or a container's jnpfKey. */
  allowedParents: readonly string[];
  inSubTable: boolean;
  /** False for parts a container makes for itself (tab panes...); absent means shown. */
  inPalette?: boolean;
}

export type DesignerMetas = ReadonlyMap<string, DesignerWidgetMeta>;
