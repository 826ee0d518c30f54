/// <reference types="vite/client" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Catalogue, catalogueProblems, messageEntries, unusedMessageKeys } from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { WIDGET_CATALOGUES } from './catalogue.js';
import { WIDGET_LANGUAGES, widgetText } from './index.js';
import { WIDGETS_NS } from './namespace.js';

/** Every catalogue any messages.ts of the package declares, found by Vite: none is left out of the checks. */
const DECLARED: Catalogue[] = Object.values(
  import.meta.glob<Record<string, Catalogue>>('../**/messages.ts', { eager: true }),
).flatMap((module) => Object.values(module));

const SRC = join(import.meta.dirname, '..');

/** The package's code: every .ts and .tsx file but the catalogues themselves and the tests. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name === 'messages.ts' || /\.test\.tsx?$/.test(entry.name))
      return [];
    return [readFileSync(path, 'utf8')];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the widgets catalogues', () => {
  const code = sources(SRC);

  it('are found beside their features', () => {
    expect(DECLARED.length).toBeGreaterThan(WIDGET_CATALOGUES.length);
  });

  it('of the i18next namespace are all loaded into it', () => {
    const loaded = new Set<Catalogue>(WIDGET_CATALOGUES);
    const left = DECLARED.filter((catalogue) => catalogue.namespace === WIDGETS_NS && !loaded.has(catalogue));
    expect(left.map((catalogue) => messageEntries(catalogue.messages.zh)[0]?.[0])).toEqual([]);
  });

  it.each(
    DECLARED.map(
      (catalogue) =>
        [`${catalogue.namespace}:${messageEntries(catalogue.messages.zh)[0]?.[0]}`, catalogue] as const,
    ),
  )('%s… has every key in zh, zhtw and en, none empty, and each used in the code', (_, catalogue) => {
    expect(catalogueProblems(catalogue)).toEqual([]);
    expect(unusedMessageKeys(catalogue.messages.zh, code)).toEqual([]);
  });

  it('fill the same placeholders in every language', () => {
    for (const catalogue of DECLARED) {
      const reference = new Map(messageEntries(catalogue.messages.zh));
      for (const language of ['zhtw', 'en'] as const)
        for (const [key, text] of messageEntries(catalogue.messages[language]))
          expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('give each key one home', () => {
    const keys = WIDGET_CATALOGUES.flatMap((catalogue) =>
      messageEntries(catalogue.messages.zh).map(([key]) => key),
    );
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('translate through i18next, with values filled in and Chinese by default', () => {
    expect(WIDGET_LANGUAGES).toEqual(['zh', 'zhtw', 'en']);
    expect(widgetText()('picker.placeholder')).toBe('请选择');
    expect(widgetText('zhtw')('picker.placeholder')).toBe('請選擇');
    expect(widgetText('en')('upload.tooManyFiles', { n: 3 })).toBe('At most 3 files can be uploaded');
    expect(widgetText('zh')('popup.total', { total: 42 })).toBe('共 42 条');
  });
});
