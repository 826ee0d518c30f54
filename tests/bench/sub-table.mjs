// The sub-table in a real browser: a production build of packages/runtime/bench/sub-table,
// opened in Debian's chromium. 1,000 rows x 10 columns drawn by our SubTableWidget (alone and
// inside a generated form) and by @formily/antd-v5's ArrayTable, in the same run. The page
// measures itself; this prints the figures and the ratios.
import { pathToFileURL } from 'node:url';
import { median, withBenchPage } from './browser-page.mjs';

// ArrayTable takes tens of seconds per render (10,000 Formily fields), so it renders once.
const CONTENDERS = [
  { kind: 'widget', label: 'SubTableWidget (plain, controlled)', renders: 5 },
  { kind: 'form', label: 'FormRenderer + SubTable (Formily)', renders: 5 },
  { kind: 'arrayTable', label: '@formily/antd-v5 ArrayTable', renders: 1 },
];

/** One contender in a page of its own (a fresh heap): its renders, then its keystrokes. */
async function measure(browser, url, { kind, renders }, keystrokes, problems) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(url);
    await page.waitForFunction(() => document.title === 'ready');
    const renderTimes = [];
    for (let i = 0; i < renders; i += 1)
      renderTimes.push(await page.evaluate((k) => window.bench.render(k), kind));
    const rowsInDom = await page.evaluate((k) => window.bench.rowsInDom(k), kind);
    const keyTimes = [];
    for (let i = 0; i < keystrokes; i += 1)
      keyTimes.push(await page.evaluate(([k, t]) => window.bench.keystroke(k, t), [kind, `键${i}`]));
    const [first, ...warm] = renderTimes;
    return {
      first,
      warm: warm.length ? median(warm) : undefined,
      keystroke: median(keyTimes),
      keyMax: Math.max(...keyTimes),
      rowsInDom,
    };
  } finally {
    await context.close();
  }
}

const ms = (value, digits = 0) => (value === undefined ? '-' : `${value.toFixed(digits)} ms`);

export async function benchSubTable({ keystrokes = 30 } = {}) {
  return withBenchPage('packages/runtime/bench/sub-table', async (browser, url) => {
    const problems = [];
    const figures = {};
    for (const contender of CONTENDERS)
      figures[contender.kind] = await measure(browser, url, contender, keystrokes, problems);

    console.log('\nSub-table, 1,000 rows x 10 columns, chromium (production build)');
    console.log(`  ${''.padEnd(36)} first render   render (warm)   keystroke (median / max)   rows in DOM`);
    for (const { kind, label } of CONTENDERS) {
      const f = figures[kind];
      console.log(
        `  ${label.padEnd(36)} ${ms(f.first).padStart(12)}   ${ms(f.warm).padStart(13)}   ${`${f.keystroke.toFixed(1)} / ${f.keyMax.toFixed(1)} ms`.padStart(24)}   ${String(f.rowsInDom).padStart(11)}`,
      );
    }
    const ours = figures.form;
    const theirs = figures.arrayTable;
    console.log(
      `  ratio ArrayTable / FormRenderer+SubTable: first render ${(theirs.first / ours.first).toFixed(0)}x, keystroke ${(theirs.keystroke / ours.keystroke).toFixed(1)}x`,
    );
    if (problems.length) console.log(`  page errors: ${[...new Set(problems)].slice(0, 5).join(' | ')}`);
    return figures;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchSubTable();
