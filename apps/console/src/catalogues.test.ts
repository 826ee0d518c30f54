import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Catalogue, catalogueProblems, unusedMessageKeys } from '@formwork/schema';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const files = readdirSync(root, { recursive: true, encoding: 'utf8' });

// Every feature's words live in the messages.ts beside its code.
const catalogueFiles = files.filter((file) => /(^|\/)messages\.ts$/.test(file));
const modules = await Promise.all(
  catalogueFiles.map((file) => import(join(root, file)) as Promise<Record<string, unknown>>),
);

const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'messages' in value;

const catalogues = modules.flatMap((module) => Object.values(module).filter(isCatalogue));

/** The package's code, without the catalogues themselves and the tests: where a key must be used. */
const sources = files
  .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)messages\.ts$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(join(root, file), 'utf8'));

describe("the console's words", () => {
  it('are found in every feature folder', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(catalogueFiles.length);
  });

  it('have one namespace each', () => {
    const namespaces = catalogues.map((catalogue) => catalogue.namespace);
    expect(namespaces).toEqual([...new Set(namespaces)]);
  });

  it.each(catalogues.map((catalogue) => [catalogue.namespace, catalogue] as const))(
    '%s has every key in all three languages, and none that no code uses',
    (_namespace, catalogue) => {
      expect(catalogueProblems(catalogue)).toEqual([]);
      expect(unusedMessageKeys(catalogue.messages.zh, sources)).toEqual([]);
    },
  );
});
