import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'shell',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // Test files share a worker's loaded modules: importing antd and Formily afresh for every
    // file took most of the run. Each file's setup still cleans the DOM and storage after it.
    isolate: false,
    // Rendering the antd header in jsdom took over 5 s once while other suites loaded both cores;
    // the tests assert what the user sees, not how fast, so only a hang should fail them.
    testTimeout: 20_000,
  },
});
