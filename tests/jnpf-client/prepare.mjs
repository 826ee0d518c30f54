import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Installs and builds the JNPF web client checkout when its build is missing or older than its
// sources. The checkout is the user's own folder outside the repository; nothing here is committed.

const SOURCE_ENTRIES = [
  'src',
  'public',
  'static',
  'package.json',
  'package-lock.json',
  'vue.config.js',
  '.env.production',
];

/** The newest modification time below a path, in milliseconds. */
function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/**
 * The lockfile names a mirror registry as the host of every package; the install uses the
 * registry npm is configured with instead. The rewrite happens in the checkout only.
 */
function pointLockfileAtRegistry(clientDir) {
  const lockPath = join(clientDir, 'package-lock.json');
  const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' })
    .trim()
    .replace(/\/+$/, '');
  const lock = readFileSync(lockPath, 'utf8');
  const rewritten = lock.replace(
    /("resolved":\s*")https?:\/\/[^/"]+(\/[^"]*\.tgz")/g,
    (_all, head, tail) => `${head}${registry}${tail}`,
  );
  if (rewritten !== lock) writeFileSync(lockPath, rewritten);
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${options.cwd} (exit ${result.status})`);
}

/** Answers the client's dist folder, building it first when it is missing or stale. */
export function prepareClient(clientDir) {
  if (!existsSync(join(clientDir, 'package.json')))
    throw new Error(
      `JNPF_CLIENT_DIR=${clientDir} holds no package.json: check out the JNPF web client there`,
    );
  const dist = join(clientDir, 'dist');
  const builtAt = existsSync(join(dist, 'index.html')) ? statSync(join(dist, 'index.html')).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCE_ENTRIES.map((entry) => newestMtime(join(clientDir, entry))));
  if (builtAt > sourcesAt) return dist;
  if (!existsSync(join(clientDir, 'node_modules', '.package-lock.json'))) {
    pointLockfileAtRegistry(clientDir);
    console.log(`[jnpf-client] npm ci in ${clientDir}`);
    run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: clientDir });
  }
  console.log(`[jnpf-client] building ${clientDir}`);
  run('npm', ['run', 'build'], {
    cwd: clientDir,
    env: { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider' },
  });
  return dist;
}
