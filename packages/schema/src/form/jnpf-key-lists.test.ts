import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { jnpfKeys } from './jnpf-keys.js';

// What a jnpfKey is (the value it stores, whether it is a layout, a column, searchable...) is
// written once, in the traits table. A list of keys anywhere else is a second copy that the next
// new key will miss, so source files may not hold one: no array, switch, object keyed by keys or
// union type naming three or more jnpfKeys, outside the files below. Each of those says how one
// key is drawn, not what kind of key it is, so it cannot be read off the traits.
const ALLOWED: ReadonlyMap<string, string> = new Map([
  ['packages/schema/src/form/jnpf-keys.ts', 'the keys themselves, by group'],
  ['packages/schema/src/form/jnpf-key-traits.ts', 'the traits table'],
  [
    'packages/schema/src/jnpf-export/jnpf-widgets.ts',
    "JNPF's tag and icon per key, Record<JnpfKey> so none is missed",
  ],
  [
    'packages/runtime/src/form/compile/names.ts',
    'component names of the compiled form, some spelt like keys',
  ],
  ['packages/runtime/src/form/compile/display-node.ts', 'the component drawing each display key'],
  ['packages/runtime/src/form/compile/layout-node.ts', 'how each container lays out its children'],
]);

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const keys: ReadonlySet<string> = new Set(jnpfKeys);
const isKey = (node: ts.Node) =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && keys.has(node.text);

/** How many jnpfKeys a node lists, where it is a list. */
function keysListed(node: ts.Node): number {
  if (ts.isArrayLiteralExpression(node)) return node.elements.filter(isKey).length;
  if (ts.isSwitchStatement(node))
    return node.caseBlock.clauses.filter((clause) => ts.isCaseClause(clause) && isKey(clause.expression))
      .length;
  if (ts.isObjectLiteralExpression(node))
    return node.properties.filter(
      (property) =>
        property.name !== undefined &&
        ((ts.isIdentifier(property.name) && keys.has(property.name.text)) || isKey(property.name)),
    ).length;
  if (ts.isUnionTypeNode(node))
    return node.types.filter((type) => ts.isLiteralTypeNode(type) && isKey(type.literal)).length;
  return 0;
}

/** The places of a source file that list three or more jnpfKeys, as `path:line`. */
export function keyLists(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (keysListed(node) >= 3) {
      found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('jnpfKeys are listed only in the traits table', () => {
  it('finds a list where one stands, so the check below can fail', () => {
    expect(keyLists('a.ts', "const NUMBER_KEYS = ['inputNumber', 'rate', 'slider'];")).toEqual(['a.ts:1']);
    expect(
      keyLists('b.ts', "switch (k) { case 'input': case 'textarea': case 'select': break; }"),
    ).toHaveLength(1);
    expect(keyLists('c.ts', "const NUMBER = new Set(['inputNumber', 'rate']);")).toEqual([]);
  });

  it('no source file outside the table keeps its own list of jnpfKeys', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((file) => /^(packages|apps)\/[^/]+\/src\//.test(file))
      .filter((file) => !/\.(test|spec|stories)\.tsx?$/.test(file) && !/\/testing\//.test(file))
      .filter((file) => !ALLOWED.has(file));
    // The scan reads the whole source tree, not an empty list.
    expect(files.length).toBeGreaterThan(500);
    const lists = files.flatMap((file) => keyLists(file, readFileSync(join(root, file), 'utf8')));
    expect(lists).toEqual([]);
  });
});
