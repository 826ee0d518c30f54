import { defineProject } from 'vitest/config';

// The screen's tests render antd in jsdom with the runtime's own test setup (matchMedia, the
// computed styles jsdom lacks, cleanup); the core's tests need no DOM but run there unharmed.
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'designer',
    environment: 'jsdom',
    setupFiles: ['../runtime/src/test-setup.ts'],
  },
});
