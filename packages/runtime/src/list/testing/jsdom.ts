import { configure } from '@testing-library/react';

// jsdom's getComputedStyle is made to read inline styles once, for every runtime test, in
// test-setup.ts (form/render/jsdom-styles.ts says why).

// Other suites share the machine; give findBy/waitFor room before calling a screen wrong.
configure({ asyncUtilTimeout: 5000 });

/** Generous time per test: antd's first render in jsdom takes a few seconds on a small machine. */
export const UI_TEST_TIMEOUT = 30_000;
