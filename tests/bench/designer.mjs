// The form designer in a real browser: opening a generated form in the designer against
// FormRenderer showing the same form, then selecting a field, editing its label, undoing and
// dropping a new field, each timed until the screen shows the result. Each step also gives the
// main thread's script time alone, read from chromium's own counters (the DevTools protocol's
// Performance.getMetrics, ScriptDuration), since the targets are for script: style and layout
// of a page of hundreds of fields come on top; and the step's own event task (handler, React's
// render and commit of the update), what holds up the next frame. Steps alternate between widget
// kinds, so a selection after the first few finds its kind's props form already built. Prints
// figures and ratios; asserts nothing.
// Targets: open within 1.5x FormRenderer; select, edit and undo under 16 ms of script; a drop
// under 50 ms.
import { pathToFileURL } from 'node:url';
import { median, withBenchPage } from './browser-page.mjs';

const RENDERS = 5;
const STEPS = 15;

async function measure(browser, url, fields) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => document.title === 'ready');
    const call = (name, ...args) => page.evaluate(([n, a]) => window.bench[n](...a), [name, args]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const scriptSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;
    /** A step's time to the screen, and the script time the renderer spent on it. */
    const step = async (name, ...args) => {
      const before = await scriptSeconds();
      const total = await call(name, ...args);
      const script = ((await scriptSeconds()) - before) * 1000;
      return { total, script, task: await call('lastEventTask') };
    };
    const form = [];
    const designer = [];
    // Interleaved, so that a slow stretch of the machine hits both alike; the first of each pays
    // for code loading and is left out.
    for (let i = 0; i <= RENDERS; i += 1) {
      form.push(await call('renderForm', fields));
      designer.push(await call('openDesigner', fields));
    }
    const steps = { select: [], edit: [], undo: [], drop: [] };
    for (let i = 0; i < STEPS; i += 1) {
      const n = 1 + ((i * 37) % fields);
      steps.select.push(await step('select', n));
      steps.edit.push(await step('editLabel', n, 'x'));
      steps.undo.push(await step('undo', n));
      steps.drop.push(await step('drop'));
    }
    if (problems.length) throw new Error(`the page failed: ${problems.join('; ')}`);
    const of = (pick) =>
      Object.fromEntries(Object.entries(steps).map(([name, runs]) => [name, median(runs.map(pick))]));
    return {
      form: median(form.slice(1)),
      designer: median(designer.slice(1)),
      task: of((run) => run.task),
      script: of((run) => run.script),
      total: of((run) => run.total),
    };
  } finally {
    await context.close();
  }
}

export async function benchDesigner({ sizes = [300, 1000] } = {}) {
  await withBenchPage('packages/designer/bench/designer-open', async (browser, url) => {
    console.log('\nForm designer, chromium (production build), 1440 px wide');
    console.log(
      '  fields   FormRenderer   designer open   ratio   select          label edit      undo            drop            (ms: event task / all script / to the screen, medians)',
    );
    for (const fields of sizes) {
      const f = await measure(browser, url, fields);
      const cell = (name) =>
        `${f.task[name].toFixed(1)} / ${f.script[name].toFixed(0)} / ${f.total[name].toFixed(0)}`.padEnd(15);
      console.log(
        `  ${String(fields).padStart(6)}   ${`${f.form.toFixed(0)} ms`.padStart(12)}   ${`${f.designer.toFixed(0)} ms`.padStart(13)}   ${(f.designer / f.form).toFixed(2).padStart(5)}x  ${cell('select')} ${cell('edit')} ${cell('undo')} ${cell('drop')}`,
      );
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchDesigner({ sizes: (process.env.BENCH_FIELDS ?? '300,1000').split(',').map(Number) });
