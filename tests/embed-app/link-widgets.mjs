// This app is no workspace member, so no install links @formwork/widgets into it. Link it here as a
// package manager links a local package (node_modules/@formwork/widgets -> packages/widgets): Node,
// Vite and TypeScript then find it by name and read its package.json exports map ("import" and
// "types" -> dist), exactly as an app that installed the package would. React and antd resolve
// from the repository's root node_modules; the package's own imports resolve from its folder.
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const app = dirname(fileURLToPath(import.meta.url));
const widgets = join(app, '..', '..', 'packages', 'widgets');
const link = join(app, 'node_modules', '@formwork', 'widgets');

if (!existsSync(join(widgets, 'dist', 'index.js'))) {
  console.error('[embed-app] packages/widgets/dist is missing: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(dirname(link), { recursive: true });
rmSync(link, { force: true });
symlinkSync(relative(dirname(link), widgets), link, 'dir');
console.log(`[embed-app] linked @formwork/widgets -> ${relative(app, widgets)}`);
