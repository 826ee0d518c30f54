import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'runtime',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // Test files share a worker's loaded modules: importing antd and Formily afresh for every
    // file took most of the run. Each file's setup still cleans the DOM and storage after it.
    isolate: false,
  },
});
