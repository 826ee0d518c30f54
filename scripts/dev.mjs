// `npm run dev`: the server from source with reload on :3000, and Vite with hot reload on :5173
// (it proxies /api to the server). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const pnpm = new URL('../node_modules/.bin/pnpm', import.meta.url).pathname;
const children = [
  spawn(pnpm, ['--filter', '@formwork/server', 'run', 'dev'], { stdio: 'inherit' }),
  spawn(pnpm, ['--filter', '@formwork/console', 'run', 'dev'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
