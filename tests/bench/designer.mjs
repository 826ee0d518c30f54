// The form designer in a real browser: opening a generated form in the designer against
// FormRenderer showing the same form, then selecting a field, editing its label, undoing and
// dropping a new field, each timed until the screen shows the result. Prints figures and
// ratios; asserts nothing. Targets: open within 1.5x FormRenderer; select, edit and undo under
// 16 ms; a drop under 50 ms.
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
      steps.select.push(await call('select', n));
      steps.edit.push(await call('editLabel', n, 'x'));
      steps.undo.push(await call('undo', n));
      steps.drop.push(await call('drop'));
    }
    if (problems.length) throw new Error(`the page failed: ${problems.join('; ')}`);
    return {
      form: median(form.slice(1)),
      designer: median(designer.slice(1)),
      ...Object.fromEntries(Object.entries(steps).map(([name, times]) => [name, median(times)])),
      max: Object.fromEntries(Object.entries(steps).map(([name, times]) => [name, Math.max(...times)])),
    };
  } finally {
    await context.close();
  }
}

export async function benchDesigner({ sizes = [300, 1000] } = {}) {
  await withBenchPage('packages/designer/bench/designer-open', async (browser, url) => {
    console.log('\nForm designer, chromium (production build), 1440 px wide');
    console.log(
      '  fields   FormRenderer   designer open   ratio   select   label edit   undo    drop   (medians; max in brackets)',
    );
    for (const fields of sizes) {
      const f = await measure(browser, url, fields);
      const cell = (name) => `${f[name].toFixed(1)} (${f.max[name].toFixed(0)})`.padStart(9);
      console.log(
        `  ${String(fields).padStart(6)}   ${`${f.form.toFixed(0)} ms`.padStart(12)}   ${`${f.designer.toFixed(0)} ms`.padStart(13)}   ${(f.designer / f.form).toFixed(2).padStart(5)}x  ${cell('select')}  ${cell('edit').padStart(11)}  ${cell('undo')}  ${cell('drop')}`,
      );
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchDesigner({ sizes: (process.env.BENCH_FIELDS ?? '300,1000').split(',').map(Number) });
