import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageOf, withLanguage } from './language.js';
import { CATALOGUES, t, tIn } from './messages.js';
import { zh } from './zh.js';

const HAN = /\p{Script=Han}/u;
const parametersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the message catalogues', () => {
  it('have the same keys in every language, each text filled with the same parameters', () => {
    const keys = Object.keys(zh).sort();
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      expect(Object.keys(catalogue).sort(), language).toEqual(keys);
      for (const key of keys) {
        const text = catalogue[key as keyof typeof zh];
        expect(text, `${language} ${key}`).not.toBe('');
        expect(parametersOf(text), `${language} ${key}`).toEqual(parametersOf(zh[key as keyof typeof zh]));
      }
    }
  });

  it('say nothing in Chinese characters in English', () => {
    const han = Object.entries(CATALOGUES.en).filter(([, text]) => HAN.test(text));
    expect(han).toEqual([]);
  });

  it('use traditional characters in traditional Chinese', () => {
    // Simplified forms of common characters; none of them is also a traditional form.
    const simplified =
      /[们这说时过获码务误录请号户须实应对与并让设删编辑择单关开发数据库网页连为选项义试败锁钟间图预览类级树无线传认证该]/u;
    const found = Object.entries(CATALOGUES.zhtw).filter(([, text]) => simplified.test(text));
    expect(found).toEqual([]);
  });

  it('hold every key the server words a message with', () => {
    const root = join(import.meta.dirname, '../..');
    const sources = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter(
      (path) => path.endsWith('.ts') && !path.endsWith('.test.ts'),
    );
    const used = new Set<string>();
    const calls = [/\bt\(\s*'([^']+)'/g, /\b(?:tIn|badField)\([^,()]+,\s*'([^']+)'/g];
    for (const path of sources) {
      const text = readFileSync(join(root, path), 'utf8');
      for (const call of calls) for (const match of text.matchAll(call)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => !Object.hasOwn(zh, key))).toEqual([]);
  });
});

describe('messages', () => {
  it('fill their parameters unescaped, in the language asked for', () => {
    expect(tIn('zh', 'oauth.locked', { minutes: 3 })).toBe('账号已被锁定，请3分钟后再试');
    expect(tIn('zhtw', 'oauth.locked', { minutes: 3 })).toBe('帳號已被鎖定，請3分鐘後再試');
    expect(tIn('en', 'oauth.locked', { minutes: 3 })).toBe(
      'The account is locked, please try again in 3 minutes',
    );
    expect(tIn('en', 'dictionary.nameExists', { name: '<b>&"' })).toBe('the name <b>&" already exists');
  });

  it('are in simplified Chinese outside a request, in the language set for one inside it', async () => {
    expect(t('oauth.signedIn')).toBe('登录成功');
    const later = await withLanguage('en', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return t('oauth.signedIn');
    });
    expect(later).toBe('Signed in');
  });
});

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
