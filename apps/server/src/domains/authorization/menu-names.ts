import { LANGUAGES, type MenuNames } from '@formwork/schema';

export type { MenuNames };

/** Only the known languages' non-empty names, whatever the stored JSON holds. */
export function menuNamesOf(stored: unknown): MenuNames {
  if (typeof stored !== 'object' || stored === null) return {};
  const names: MenuNames = {};
  for (const language of LANGUAGES) {
    const name = Object.hasOwn(stored, language) ? (stored as Record<string, unknown>)[language] : undefined;
    if (typeof name === 'string' && name !== '') names[language] = name;
  }
  return names;
}
