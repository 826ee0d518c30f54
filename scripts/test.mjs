// `npm test`: build, lint, every vitest project, the embed app (tests/embed-app), then Playwright;
// ends with one summary line ("N passed, N failed") so CI can read the outcome whatever the runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'formwork-test-'));

function run(label, command, args, env = {}) {
  console.log(`\n[test] ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

let ok = run('build', bin('pnpm'), ['run', 'build']) && run('lint', bin('biome'), ['check', '.']);
let passed = 0;
let failed = ok ? 0 : 1;

if (ok) {
  const vitestReport = join(reports, 'vitest.json');
  ok =
    run('unit and server tests', bin('vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ]) && ok;
  const vitest = readJson(vitestReport);
  passed += vitest?.numPassedTests ?? 0;
  failed += vitest?.numFailedTests ?? (ok ? 0 : 1);

  // An app outside the workspace that imports the built @formwork/widgets by its exports map.
  const embedReport = join(reports, 'embed-app.json');
  const embedOk =
    run('embed app: link the built @formwork/widgets', process.execPath, [
      'tests/embed-app/link-widgets.mjs',
    ]) &&
    run('embed app: type-check against the built declarations', bin('tsc'), ['-p', 'tests/embed-app']) &&
    run('embed app: tests', bin('vitest'), [
      'run',
      '--root',
      'tests/embed-app',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${embedReport}`,
    ]);
  ok = embedOk && ok;
  const embed = readJson(embedReport);
  passed += embed?.numPassedTests ?? 0;
  failed += embed?.numFailedTests ?? (embedOk ? 0 : 1);

  const playwrightReport = join(reports, 'playwright.json');
  const e2eOk = run(
    'end-to-end tests',
    bin('playwright'),
    ['test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    },
  );
  ok = e2eOk && ok;
  const stats = readJson(playwrightReport)?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats ? stats.unexpected : e2eOk ? 0 : 1;
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
