// Builds the workspace unless nothing that goes into the build changed since the last build, so
// `npm start` on a built checkout is serving in seconds instead of rebuilding everything (about
// 40 s). "Nothing changed" is a digest of every file git knows or would add (path and bytes), the
// lockfile included, and of the VITE_ settings the console build reads; without git, or when an
// output is missing, it always builds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.formwork-build-stamp');
// What the server serves and runs: if any is gone, the last build is not there whatever the stamp says.
const outputs = ['apps/server/dist/main.js', 'apps/console/dist/index.html', 'packages/schema/dist/index.js'];

function sourceDigest() {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
  const hash = createHash('sha256');
  for (const file of listed.split('\0').filter(Boolean).sort()) {
    const path = join(root, file);
    // A file git lists may be deleted in the working tree; its absence is part of the state.
    hash.update(
      `${file}\0${existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : '-'}\0`,
    );
  }
  const viteSettings = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(viteSettings));
  return hash.digest('hex');
}

const digest = sourceDigest();
const built = outputs.every((output) => existsSync(join(root, output)));
if (digest && built && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.log('[formwork] the build is up to date');
  process.exit(0);
}

const pnpm = join(root, 'node_modules', '.bin', 'pnpm');
execFileSync(pnpm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (digest) writeFileSync(stamp, digest);
