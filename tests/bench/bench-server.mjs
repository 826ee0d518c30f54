// What the benches share: the built server as a process, an administrator's token, and a
// PostgreSQL database of their own.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('../..', import.meta.url).pathname;

/**
 * The built server (apps/server/dist) on a free port with `env` (DATA_DIR or DATABASE_URL). On
 * PostgreSQL the server still keeps files in DATA_DIR: a folder of its own, removed on stop,
 * rather than the checkout's ./data. `nodeArgs` go to node before the script (e.g. --cpu-prof,
 * which NODE_OPTIONS does not take). With `inspect`, the server listens for a debugger on a free
 * local port and `inspectorUrl` names it, so that a bench can collect garbage before it reads memory.
 */
export async function startServer(env, nodeArgs = [], { inspect = false } = {}) {
  const ownDataDir = env.DATA_DIR ? undefined : await mkdtemp(join(tmpdir(), 'formwork-bench-files-'));
  const inspectArgs = inspect ? ['--inspect=127.0.0.1:0'] : [];
  const child = spawn(process.execPath, [...inspectArgs, ...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', inspect ? 'pipe' : 'inherit'],
  });
  const inspectorUrl = inspect
    ? new Promise((resolve) => {
        let output = '';
        child.stderr.on('data', (chunk) => {
          output += chunk;
          const match = output.match(/Debugger listening on (ws:\/\/\S+)/);
          if (match) resolve(match[1]);
          // The inspector's own notices are not the server's warnings.
          for (const line of String(chunk).split('\n'))
            if (
              line &&
              !/Debugger listening|For help, see|Debugger attached|Waiting for the debugger/.test(line)
            )
              process.stderr.write(`${line}\n`);
        });
      })
    : undefined;
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/ready at (http:\/\/\S+)/);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    inspectorUrl: inspectorUrl && (await inspectorUrl),
    /** The server's process id, for its memory and CPU in /proc. */
    pid: child.pid,
    async stop() {
      await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url) {
  const password = createHash('md5').update('admin123').digest('hex');
  const response = await fetch(`${url}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password, grant_type: 'password' }),
  });
  return (await response.json()).data.token;
}

/** A new database on the PostgreSQL server of `adminUrl`; `drop()` removes it. */
export async function createDatabase(adminUrl, prefix = 'formwork_bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
