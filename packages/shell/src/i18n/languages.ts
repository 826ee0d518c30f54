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

/** The success message of a language switch, in the new language. */
export const SWITCH_SUCCESS: Record<Language, string> = {
  zh: '切换成功',
  zhtw: '切換成功',
  en: 'Switch Language Success',
};

/** Shown when a language's texts could not be fetched, in that language (its pack is what failed). */
export const LANGUAGE_LOAD_FAILED: Record<Language, string> = {
  zh: '语言包加载失败，请检查网络后重试',
  zhtw: '語言包載入失敗，請檢查網路後重試',
  en: 'The language could not be loaded. Check the connection and try again.',
};
