import { describe, expect, it } from 'vitest';
import { languageOf } from './language.js';

describe('the language of a request', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['*', 'zh'],
    ['fr-FR, de', 'zh'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-TW', 'zhtw'],
    ['zh-hk', 'zhtw'],
    ['zh-Hant', 'zhtw'],
    ['zh-Hant-TW', 'zhtw'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr, en;q=0.5, zh-TW;q=0.8', 'zhtw'],
    ['zh-TW;q=0, en', 'en'],
    ['de;q=1, en-US;q=0.7, zh;q=0.7', 'en'],
  ] as const)('%s answers in %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
