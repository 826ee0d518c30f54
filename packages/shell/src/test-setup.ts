import { cleanup } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach } from 'vitest';
import { loadLanguage } from './i18n/i18n.js';

// The console fetches English texts before it shows English (loadLanguage); tests switch to
// English with i18n.changeLanguage alone, so its texts are here from the start. Traditional
// Chinese is left to load as the console loads it.
await loadLanguage('en');

// antd's responsive helpers ask for matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The progress bar removes itself on timers a few hundred milliseconds after it finishes (each
// step of its queue waits 200 ms, the fade-out two more). On a loaded machine a test file can end
// first; the timer then fires after jsdom is gone and fails the whole run. So a file that moved
// the bar ends it, and waits until the bar has left the page and its last timers have run.
const QUIET_MS = 1000;
let lastMoved = 0;
const move = NProgress.set.bind(NProgress);
NProgress.set = (n: number) => {
  lastMoved = Date.now();
  return move(n);
};

afterAll(async () => {
  if (lastMoved === 0) return;
  if (NProgress.isStarted()) NProgress.done();
  const settled = () => !document.getElementById('nprogress') && Date.now() - lastMoved >= QUIET_MS;
  for (let waited = 0; !settled() && waited < 5000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
});
