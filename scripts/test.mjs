// `npm test`: build, lint, every vitest project, the embed app (tests/embed-app), the generated app
// (tests/generated-app), then Playwright;
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

// The schema's tests also assert types (a catalogue missing a language must not compile), so they are type-checked.
let ok =
  run('build', bin('pnpm'), ['run', 'build']) &&
  run('lint', bin('biome'), ['check', '.']) &&
  run('type-check the schema tests', bin('tsc'), ['-p', 'packages/schema/tsconfig.tests.json']);
let passed = 0;
let failed = ok ? 0 : 1;
/** Steps that failed, named in the summary: a runner can fail with every test passed (a suite's hook, an unhandled error). */
const failedSteps = ok ? [] : ['build or lint'];

/**
 * What a vitest JSON report counts as failed: failed tests, plus each failed file whose tests
 * never ran (a hook that timed out fails the file and skips its tests), plus one for a run that
 * failed with neither (an unhandled error).
 */
function vitestFailures(report, runOk) {
  if (!report) return runOk ? 0 : 1;
  const files = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  );
  for (const file of files)
    console.log(`[test] failed without a failed test: ${file.name}: ${file.message ?? ''}`);
  const counted = report.numFailedTests + files.length;
  return counted === 0 && !runOk ? 1 : counted;
}

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
  failed += vitestFailures(vitest, ok);
  if (!ok) failedSteps.push('unit and server tests');

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
  failed += vitestFailures(embed, embedOk);
  if (!embedOk) failedSteps.push('embed app');

  // A generated module in an app outside the workspace, with the packages it imports installed from their tarballs.
  const generatedReport = join(reports, 'generated-app.json');
  const generatedOk = run('generated app: pack, install, type-check and bundle', bin('vitest'), [
    'run',
    '--root',
    'tests/generated-app',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${generatedReport}`,
  ]);
  ok = generatedOk && ok;
  const generated = readJson(generatedReport);
  passed += generated?.numPassedTests ?? 0;
  failed += vitestFailures(generated, generatedOk);
  if (!generatedOk) failedSteps.push('generated app');

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
  const e2eFailed = stats ? stats.unexpected : 0;
  failed += e2eFailed === 0 && !e2eOk ? 1 : e2eFailed;
  if (!e2eOk) failedSteps.push('end-to-end tests');
}

rmSync(reports, { recursive: true, force: true });
if (failedSteps.length > 0) console.log(`\n[test] failed: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
