import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadWidgets } from './registry/registry.js';

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

// In a browser a widget's code arrives the first time one is drawn; tests draw them at once, as
// a screen does once its widgets are loaded. Loaded in a hook, after the test file's own imports,
// so a module it mocks is the one the loaded code uses.
beforeAll(() => preloadWidgets());
