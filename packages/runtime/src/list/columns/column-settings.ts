import type { ColumnSetting, ListColumn } from '@formwork/schema';

/** Column choices are kept per menu entry under JNPF's storage prefix. */
export const columnsStorageKey = (menuId: string) => `jnpf_columns_${menuId}`;

export const defaultSettings = (columns: readonly ListColumn[]): ColumnSetting[] =>
  columns.map((column) => ({ prop: column.prop, visible: true }));

/**
 * Saved choices in their saved order; columns the schema no longer has are dropped and columns
 * added since are appended, shown.
 */
export function mergeSettings(
  columns: readonly ListColumn[],
  saved: readonly ColumnSetting[] | null,
): ColumnSetting[] {
  if (!saved) return defaultSettings(columns);
  const known = new Set(columns.map((column) => column.prop));
  const kept = saved.filter((setting) => known.has(setting.prop));
  const seen = new Set(kept.map((setting) => setting.prop));
  return [
    ...kept,
    ...columns.filter((column) => !seen.has(column.prop)).map((c) => ({ prop: c.prop, visible: true })),
  ];
}

/** The columns to draw: visible ones, in the user's order. */
export function applySettings(
  columns: readonly ListColumn[],
  settings: readonly ColumnSetting[],
): ListColumn[] {
  const byProp = new Map(columns.map((column) => [column.prop, column]));
  return settings.flatMap((setting) => {
    const column = byProp.get(setting.prop);
    return column && setting.visible ? [column] : [];
  });
}

/** Moves one column to where another one is (a drag ending over it). */
export function moveSetting(settings: readonly ColumnSetting[], from: string, to: string): ColumnSetting[] {
  const start = settings.findIndex((setting) => setting.prop === from);
  const end = settings.findIndex((setting) => setting.prop === to);
  if (start < 0 || end < 0 || start === end) return [...settings];
  const next = [...settings];
  const [moved] = next.splice(start, 1);
  next.splice(end, 0, moved as ColumnSetting);
  return next;
}

export const toggleSetting = (
  settings: readonly ColumnSetting[],
  prop: string,
  visible: boolean,
): ColumnSetting[] => settings.map((setting) => (setting.prop === prop ? { ...setting, visible } : setting));

/** Reads saved JSON text; JNPF's own clients also wrote `columnVisible`, so both spellings count. */
export function parseSettings(text: string | null | undefined): ColumnSetting[] | null {
  if (!text) return null;
  try {
    const items: unknown = JSON.parse(text);
    if (!Array.isArray(items)) return null;
    return items.flatMap((item) => {
      const entry = item as { prop?: unknown; visible?: unknown; columnVisible?: unknown };
      if (typeof entry.prop !== 'string') return [];
      return [{ prop: entry.prop, visible: (entry.visible ?? entry.columnVisible) !== false }];
    });
  } catch {
    return null;
  }
}
