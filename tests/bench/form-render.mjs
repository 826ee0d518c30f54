// FormRenderer in a real browser: a production build of packages/runtime/bench/form-render,
// opened in Debian's chromium. The page measures itself; this prints the figures.
import { pathToFileURL } from 'node:url';
import { median, withBenchPage } from './browser-page.mjs';

export async function benchFormRender({ fields = 300, renders = 7, keystrokes = 50 } = {}) {
  return withBenchPage('packages/runtime/bench/form-render', async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(url);
    await page.waitForFunction(() => document.title === 'ready');
    const renderTimes = [];
    for (let i = 0; i < renders; i += 1)
      renderTimes.push(await page.evaluate((n) => window.bench.renderForm(n), fields));
    const keyTimes = [];
    for (let i = 0; i < keystrokes; i += 1)
      keyTimes.push(await page.evaluate((t) => window.bench.keystroke(t), `138${i}`));
    // The first render pays for code loading and style injection; report it apart.
    const [first, ...warm] = renderTimes;
    console.log(`\nFormRenderer, ${fields}-field form, chromium (production build)`);
    console.log(`  first render     ${first.toFixed(0)} ms`);
    console.log(
      `  render (warm)    median ${median(warm).toFixed(0)} ms  over ${warm.length}  (min ${Math.min(...warm).toFixed(0)}, max ${Math.max(...warm).toFixed(0)})`,
    );
    console.log(
      `  keystroke        median ${median(keyTimes).toFixed(1)} ms  over ${keyTimes.length}  (max ${Math.max(...keyTimes).toFixed(1)})`,
    );
    return { first, warm: median(warm), keystroke: median(keyTimes) };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchFormRender();
