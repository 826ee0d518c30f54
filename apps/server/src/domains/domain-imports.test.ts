import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each folder here is a domain. A domain's files import shared places (http/, db/, accounts/,
 * downloads/, crud/ ...), their own domain's files, and another domain only through its public
 * face, `index.ts`; and no two domains depend on each other, even through others. A domain's
 * insides can then change without reading the rest, and each can be followed without going round
 * in circles.
 */

const DOMAINS = dirname(fileURLToPath(import.meta.url));

interface DomainImport {
  file: string;
  from: string;
  to: string;
  /** The imported module, relative to its domain, without extension (`tree`, `index`). */
  module: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const domainOf = (path: string): string | undefined => {
  const inside = relative(DOMAINS, path);
  return inside.startsWith('..') || !inside.includes(sep) ? undefined : inside.split(sep)[0];
};

/** Every import of a domain file that reaches into another domain (import, export from, import()). */
function crossDomainImports(): DomainImport[] {
  return sourceFiles(DOMAINS).flatMap((file) => {
    const from = domainOf(file);
    if (!from) return [];
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles.flatMap(({ fileName }) => {
      if (!fileName.startsWith('.')) return [];
      const target = resolve(dirname(file), fileName);
      const to = domainOf(target);
      if (!to || to === from) return [];
      const module = relative(join(DOMAINS, to), target)
        .split(sep)
        .join('/')
        .replace(/\.(js|ts)$/, '');
      return [{ file: relative(DOMAINS, file).split(sep).join('/'), from, to, module }];
    });
  });
}

/** The domains that depend on each other, each loop as one sorted group (Tarjan's algorithm). */
function loops(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node) as number);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, order.get(next) as number));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) group.push(member);
    } while (member !== node && member !== undefined);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe('imports between domains', () => {
  const imports = crossDomainImports();

  it('finds the domains and what they import of each other', () => {
    expect(imports.length).toBeGreaterThan(0);
  });

  it('reach another domain only through its index.ts', () => {
    const inner = imports
      .filter(({ module }) => module !== 'index')
      .map(({ file, to, module }) => `${file} imports ${to}/${module}`);
    expect(inner).toEqual([]);
  });

  it('never go round: no domain depends on itself through others', () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of imports) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    expect(loops(edges)).toEqual([]);
  });

  it('would see a loop through three domains', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loops(edges)).toEqual([['a', 'b', 'c']]);
  });
});
