import { defineConfig } from 'vitest/config';

// One run over every workspace project; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
