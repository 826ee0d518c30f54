import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The API server a `vite` dev run talks to; in production the server serves this app itself.
const apiTarget = process.env.FORMWORK_API ?? 'http://localhost:3000';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes each built text file beside its brotli and gzip forms, at the strongest settings, once
 * at build time; the server sends the form a browser accepts and never compresses per request.
 * Files under a kilobyte gain less than a request's headers and are left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'formwork-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  // Workspace packages export their TypeScript source under the `source` condition.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': { target: apiTarget, changeOrigin: true, ws: true } } },
  build: {
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // antd's rc-* helper packages publish ES modules without declaring them free of side effects,
      // so the bundler keeps every module one of their index files names. antd's Button style
      // imports a colour helper from @rc-component/color-picker's index, which otherwise brings the
      // whole colour picker and antd's Collapse into every screen with a button. Their ES modules
      // only declare components and helpers, so what nothing uses may be dropped.
      treeshake: {
        moduleSideEffects: [
          {
            test: /[\\/]node_modules[\\/](?:rc-[^/\\]+|@rc-component[\\/][^/\\]+)[\\/]es[\\/].*\.js$/,
            sideEffects: false,
          },
        ],
      },
      output: {
        // Everything the sign-in page imports statically travels as one file. Left to itself
        // the bundler cuts it into dozens of small files shared with later screens, which cost a
        // request each on a slow line and compress worse apart than together.
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
      },
    },
  },
});
