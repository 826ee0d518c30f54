import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueProblems, type MessageTree, messageEntries, unusedMessageKeys } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { registeredCatalogues, t, tIn, withLanguage } from '../http/i18n/index.js';
import './messages.js';

const HAN = /\p{Script=Han}/u;
const parametersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const root = join(import.meta.dirname, '..');
const sourcePaths = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter(
  (path) => path.endsWith('.ts') && !path.endsWith('.test.ts'),
);
const catalogues = [...registeredCatalogues().values()];
/** Every catalogue's words in one language, keyed as the server looks them up (`oauth.locked`). */
const wordsIn = (language: 'zh' | 'zhtw' | 'en') =>
  new Map(
    catalogues.flatMap((catalogue) =>
      messageEntries(catalogue.messages[language], `${catalogue.namespace}.`),
    ),
  );

describe('the message catalogues', () => {
  it('are all registered: every catalogue a source declares, each namespace once', () => {
    const declared = sourcePaths.flatMap((path) =>
      [...readFileSync(join(root, path), 'utf8').matchAll(/defineMessages\('(\w+)'/g)].map(
        (match) => match[1],
      ),
    );
    expect(declared.sort()).toEqual([...registeredCatalogues().keys()].sort());
  });

  it('have every key in every language, none empty, each text filled with the same parameters', () => {
    for (const catalogue of catalogues) expect(catalogueProblems(catalogue)).toEqual([]);
    const zh = wordsIn('zh');
    for (const language of ['zhtw', 'en'] as const) {
      for (const [key, text] of wordsIn(language)) {
        expect(parametersOf(text), `${language} ${key}`).toEqual(parametersOf(zh.get(key) ?? ''));
      }
    }
  });

  it('say nothing in Chinese characters in English', () => {
    const han = [...wordsIn('en')].filter(([, text]) => HAN.test(text));
    expect(han).toEqual([]);
  });

  it('use traditional characters in traditional Chinese', () => {
    // Simplified forms of common characters; none of them is also a traditional form.
    const simplified =
      /[们这说时过获码务误录请号户须实应对与并让设删编辑择单关开发数据库网页连为选项义试败锁钟间图预览类级树无线传认证该]/u;
    const found = [...wordsIn('zhtw')].filter(([, text]) => simplified.test(text));
    expect(found).toEqual([]);
  });

  it('hold every key the server words a message with', () => {
    const known = wordsIn('zh');
    const used = new Set<string>();
    const calls = [/\bt\(\s*'([^']+)'/g, /\b(?:tIn|badField)\([^,()]+,\s*'([^']+)'/g];
    for (const path of sourcePaths) {
      const text = readFileSync(join(root, path), 'utf8');
      for (const call of calls) for (const match of text.matchAll(call)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it('hold no key the server never words a message with', () => {
    // The catalogues themselves name every key; only the code that looks words up counts.
    const sources = sourcePaths
      .map((path) => readFileSync(join(root, path), 'utf8'))
      .filter((text) => !text.includes('defineMessages('));
    const tree: MessageTree = Object.fromEntries(catalogues.map((c) => [c.namespace, c.messages.zh]));
    expect(unusedMessageKeys(tree, sources)).toEqual([]);
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
