import type { DesignerLanguage } from '../i18n/instance.js';
import {
  type DesignerMetas,
  PALETTE_GROUPS,
  type PaletteGroup,
  type DesignerWidgetMeta as WidgetMeta,
} from '../meta.js';

export interface PaletteSection {
  group: PaletteGroup;
  metas: WidgetMeta[];
}

/** The metas by palette group, in JNPF's group order, those matching `search` only. */
export function paletteSections(
  metas: DesignerMetas,
  search: string,
  language: DesignerLanguage,
): PaletteSection[] {
  const needle = search.trim().toLowerCase();
  const matches = (meta: WidgetMeta) =>
    needle === '' ||
    [meta.jnpfKey, meta.title.zh, meta.title.zhtw, meta.title.en, meta.title[language]].some((text) =>
      text.toLowerCase().includes(needle),
    );
  return PALETTE_GROUPS.map((group) => ({
    group,
    metas: [...metas.values()].filter(
      (meta) => meta.group === group && meta.inPalette !== false && matches(meta),
    ),
  })).filter((section) => section.metas.length > 0);
}
