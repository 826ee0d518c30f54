import { LANGUAGES, type Language } from '@formwork/schema';

export { LANGUAGES, type Language };

/**
 * The language to start in, from the browser's: a Taiwanese variant gives zhtw,
 * otherwise the matching zh or en, and zh when nothing matches.
 */
export function detectLanguage(browserLanguage: string): Language {
  const lower = browserLanguage.toLowerCase();
  if (lower.includes('tw') || lower.includes('hant') || lower.includes('hk')) return 'zhtw';
  if (lower.startsWith('en')) return 'en';
  return 'zh';
}
