import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const WIDGETS = '@formwork/widgets';

/**
 * No `source` condition and no alias: @formwork/widgets resolves as in any outside app, by its
 * exports map. This guard fails the run if that ever lands anywhere but the built dist.
 */
function builtWidgetsOnly(): Plugin {
  return {
    name: 'built-widgets-only',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== WIDGETS && !source.startsWith(`${WIDGETS}/`)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes('/packages/widgets/dist/')) {
        throw new Error(`${source} resolved to ${resolved?.id ?? 'nothing'}, not packages/widgets/dist`);
      }
      return resolved;
    },
  };
}

export default defineConfig({
  plugins: [builtWidgetsOnly()],
  test: {
    name: 'embed-app',
    environment: 'jsdom',
    setupFiles: ['./src/setup.ts'],
    include: ['src/**/*.test.tsx'],
    testTimeout: 30_000,
  },
});
