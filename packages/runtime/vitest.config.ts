import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'runtime',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});
