import { execFile } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script without declarations
import { makeApp, PACKED } from './make-app.mjs';

const run = promisify(execFile);
const LONG = 240_000;
let app = '';

/** The output of a tool that failed, so the test names what went wrong. */
const outputOf = (error: { stdout?: string; stderr?: string }) =>
  `${error.stdout ?? ''}${error.stderr ?? ''}`;

describe('a generated module in an app outside the repository', () => {
  beforeAll(async () => {
    app = await makeApp();
  }, LONG);
  afterAll(() => {
    if (app) rmSync(dirname(app), { recursive: true, force: true });
  });

  it('installs each package from its tarball: built files and types, no link back to the repository', () => {
    for (const name of PACKED as string[]) {
      const folder = join(app, 'node_modules', '@formwork', name);
      expect(lstatSync(folder).isSymbolicLink()).toBe(false);
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      const entry = manifest.exports['.'];
      expect(entry.import).toMatch(/^\.\/dist\/.+\.js$/);
      expect(entry.types).toMatch(/^\.\/dist\/.+\.d\.ts$/);
      expect(existsSync(join(folder, entry.import))).toBe(true);
      expect(existsSync(join(folder, entry.types))).toBe(true);
      expect(JSON.stringify(manifest.dependencies ?? {})).not.toContain('workspace:');
      expect(realpathSync(folder).startsWith(app)).toBe(true);
    }
    expect(readdirSync(join(app, 'src', 'hr', 'Leave', 'generated')).sort()).toEqual([
      'README.md',
      'api.ts',
      'design.ts',
      'messages.ts',
      'types.ts',
    ]);
  });

  it(
    'type-checks the generated module and the app with tsc, the packages by their declarations',
    async () => {
      const tsc = join(app, 'node_modules', 'typescript', 'bin', 'tsc');
      const output = await run(process.execPath, [tsc, '-p', app], { cwd: app }).then(() => '', outputOf);
      expect(output).toBe('');
    },
    LONG,
  );

  it(
    'bundles with vite, every @formwork import taken from an installed package',
    async () => {
      const vite = join(app, 'node_modules', 'vite', 'bin', 'vite.js');
      const output = await run(process.execPath, [vite, 'build'], {
        cwd: app,
        maxBuffer: 16 * 1024 * 1024,
      }).then(() => '', outputOf);
      expect(output).toBe('');
      const assets = readdirSync(join(app, 'dist', 'assets')).filter((file) => file.endsWith('.js'));
      const bundle = assets.map((file) => readFileSync(join(app, 'dist', 'assets', file), 'utf8')).join('\n');
      // The list page's route and the design's model reached the bundle.
      expect(bundle).toContain('/hr/leave');
      expect(bundle).toContain('visualdev-leaveRequest');
    },
    LONG,
  );
});
