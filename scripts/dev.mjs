// `npm run dev`: the server from source with reload on :3000, and Vite with hot reload on :5173
// (it proxies /api to the server). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const pnpm = new URL('../node_modules/.bin/pnpm', import.meta.url).pathname;
// Each child leads a process group of its own, so stopping reaches pnpm's children (tsx, vite)
// too, and the server's data directory lock is released rather than left to go stale.
const start = (args) => spawn(pnpm, args, { stdio: 'inherit', detached: true });
const children = [
  start(['--filter', '@formwork/server', 'run', 'dev']),
  start(['--filter', '@formwork/console', 'run', 'dev']),
];
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
