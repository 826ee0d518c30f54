import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API server a `vite` dev run talks to; in production the server serves this app itself.
const apiTarget = process.env.FORMWORK_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // Workspace packages export their TypeScript source under the `source` condition.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true, ws: true } } },
  // React and antd travel in one chunk until the menu routes are loaded lazily.
  build: { chunkSizeWarningLimit: 1500 },
});
