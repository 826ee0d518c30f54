/// <reference types="vite/client" />
import { catalogueProblems, type MessageTree, messageEntries, unusedMessageKeys } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import {
  createDesignerI18n,
  type DesignerLanguage,
  designerCatalogues,
  designerCataloguesByNamespace,
} from './instance.js';

/** `palette.search` -> its text, for every word of every catalogue in `language`. */
const wordsIn = (language: DesignerLanguage) =>
  new Map(
    designerCatalogues.flatMap((catalogue) =>
      messageEntries(catalogue.messages[language], `${catalogue.namespace}.`),
    ),
  );

const places = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The designer's sources as text, found by Vite, so a feature added later is read too. */
const sources = Object.entries(
  import.meta.glob<string>('../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
)
  .filter(([path]) => !/\.test\.tsx?$/.test(path))
  .map(([, text]) => text);

describe("the designer's catalogues", () => {
  it('have every word in zhtw and en, none empty, with the same places to fill', () => {
    for (const catalogue of designerCatalogues) expect(catalogueProblems(catalogue)).toEqual([]);
    const chinese = wordsIn('zh');
    for (const language of ['zhtw', 'en'] as const) {
      for (const [key, text] of wordsIn(language)) {
        expect(places(text), key).toEqual(places(chinese.get(key) ?? ''));
      }
    }
  });

  it("are every catalogue declared in the designer's sources, each namespace once", () => {
    const declared = sources.flatMap((text) =>
      [...text.matchAll(/defineMessages\('(\w+)'/g)].map((match) => match[1]),
    );
    const read = designerCatalogues.map((catalogue) => catalogue.namespace);
    expect(new Set(read).size).toBe(read.length);
    expect(declared.sort()).toEqual(read.sort());
  });

  it('are each registered under the namespace its keys are typed by', () => {
    for (const [namespace, catalogue] of Object.entries(designerCataloguesByNamespace)) {
      expect(catalogue.namespace).toBe(namespace);
    }
  });

  it('word nothing no source uses', () => {
    const tree: MessageTree = Object.fromEntries(
      designerCatalogues.map((catalogue) => [catalogue.namespace, catalogue.messages.zh]),
    );
    const code = sources.filter((text) => !text.includes('defineMessages('));
    expect(unusedMessageKeys(tree, code)).toEqual([]);
  });

  it('has no Chinese in English', () => {
    for (const [key, text] of wordsIn('en')) expect(text, key).not.toMatch(/\p{Script=Han}/u);
  });

  it('are read by the designer in the language it is made for', () => {
    expect(createDesignerI18n('en').t('workbench.title')).toBe(wordsIn('en').get('workbench.title'));
    expect(createDesignerI18n('zhtw').t('palette.search')).toBe(wordsIn('zhtw').get('palette.search'));
  });
});
