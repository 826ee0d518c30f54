import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'generated-app',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
