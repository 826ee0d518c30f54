import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@formwork/schema';

export type { Language };

export const DEFAULT_LANGUAGE: Language = 'zh';

// Traditional Chinese is asked for by region (Taiwan, Hong Kong, Macau) or by script (Hant);
// any other Chinese tag means simplified Chinese.
const TRADITIONAL = /^zh-(?:tw|hk|mo|hant)(?:-|$)/;

function languageOfTag(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  if (TRADITIONAL.test(lower)) return 'zhtw';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}

/**
 * The language an `Accept-Language` header prefers among those the server speaks: tags are
 * tried by falling quality (ties keep their order), a tag with quality 0 is refused, and
 * simplified Chinese answers when nothing matches, the header is missing, or it only says `*`.
 */
export function languageOf(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';');
      const quality = options.map((option) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(option)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

const current = new AsyncLocalStorage<Language>();

/** Runs `work` with `language` as the language of every message made inside it. */
export function withLanguage<T>(language: Language, work: () => T): T {
  return current.run(language, work);
}

/** The language of the request being answered; simplified Chinese outside any request. */
export function currentLanguage(): Language {
  return current.getStore() ?? DEFAULT_LANGUAGE;
}
