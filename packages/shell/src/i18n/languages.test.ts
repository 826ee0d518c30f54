import { describe, expect, it } from 'vitest';
import { detectLanguage } from './languages.js';

describe('detectLanguage', () => {
  it.each([
    ['zh-TW', 'zhtw'],
    ['zh-tw', 'zhtw'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['en-US', 'en'],
    ['en', 'en'],
    ['fr-FR', 'zh'],
    ['', 'zh'],
  ])('%s gives %s', (browser, expected) => {
    expect(detectLanguage(browser)).toBe(expected);
  });
});
