import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  // Every package's stories sit beside their components.
  stories: ['../packages/*/src/**/*.stories.tsx'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      // Workspace packages export their TypeScript source under the `source` condition, as in the console.
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // React and antd travel in one chunk; a story book has no routes to split them by.
      build: { chunkSizeWarningLimit: 2500 },
    }),
};

export default config;
