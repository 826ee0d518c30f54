// Installs the workspace with pnpm when node_modules is missing or older than the lockfile,
// so that `npm start` and `npm test` work on a machine that has only Node and npm.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockfile = join(root, 'pnpm-lock.yaml');
const stamp = join(root, 'node_modules', '.formwork-install-stamp');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

const fingerprint = () => {
  const hash = createHash('sha256');
  for (const file of [lockfile, join(root, 'package.json')]) {
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
};

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint()) process.exit(0);

const localPnpm = join(root, 'node_modules', '.bin', 'pnpm');
const frozen = existsSync(lockfile) ? ['--frozen-lockfile'] : [];
console.log(`[formwork] installing dependencies with pnpm ${pnpmVersion} ...`);
const [command, args] = existsSync(localPnpm)
  ? [localPnpm, ['install', ...frozen]]
  : ['npm', ['exec', '--yes', `--package=pnpm@${pnpmVersion}`, '--', 'pnpm', 'install', ...frozen]];
execFileSync(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CI: process.env.CI ?? '' },
});
writeFileSync(stamp, fingerprint());
