import { preloadWidgets } from '@formwork/widgets';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { inlineComputedStyle } from './form/render/jsdom-styles.js';
import { preloadListPanels } from './list/panels-on-use.js';
import { FormOnUse } from './page/form-on-use.js';
import { preloadPageParts } from './page/parts-on-use.js';

inlineComputedStyle();

// The whole suite runs its files side by side on a small machine: a screen that takes a second
// to answer there is slow, not broken, so waits for what a user would see allow five.
configure({ asyncUtilTimeout: 5000 });

/** A width query against the window's width, as a browser answers it; other queries match nothing. */
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  const width = window.innerWidth;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

// antd's responsive helpers ask for matchMedia, which jsdom lacks. Answering width queries from
// window.innerWidth (jsdom's 1024 unless a test narrows it) lets a test choose a phone or a desktop.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: matchesWidth(query),
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

// In a browser a widget's code (and the form renderer's) arrives the first time one is drawn;
// tests draw them at once, as a screen does once its code is loaded. Loaded in a hook, after the
// test file's own imports, so a module it mocks is the one the loaded code uses.
beforeAll(() =>
  Promise.all([preloadWidgets(), FormOnUse.preload(), preloadListPanels(), preloadPageParts()]),
);
