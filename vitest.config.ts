import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every workspace project; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    // Two workers even on a two-core machine: files wait on databases and timers as much as they
    // compute, and one worker left the second core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
