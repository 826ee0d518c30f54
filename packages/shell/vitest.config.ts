import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'shell',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // Rendering the antd header in jsdom took over 5 s once while other suites loaded both cores;
    // the tests assert what the user sees, not how fast, so only a hang should fail them.
    testTimeout: 20_000,
  },
});
