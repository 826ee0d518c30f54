import { cleanup } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach } from 'vitest';

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

// The progress bar removes itself on timers a few hundred milliseconds after it finishes. On a
// loaded machine a test file can end first; the timer then fires after jsdom is gone and fails
// the whole run. So each file ends the bar and waits until it has left the page.
afterAll(async () => {
  if (NProgress.isStarted()) NProgress.done();
  for (let waited = 0; document.getElementById('nprogress') && waited < 5000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
});
