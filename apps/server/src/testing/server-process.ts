// The real server as a process of its own (main.ts through tsx), for tests of what only a whole
// process shows: start-up, the data directory lock, signals, a kill.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../main.ts', import.meta.url));
// Resolved here, where the server package's dependencies are, not from the child's working directory.
const tsxLoader = import.meta.resolve('tsx');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, standard output and errors together. */
  output(): string;
  spawnedAt: number;
}

/** Starts a server on `dataDir` (PGlite unless `env` names a DATABASE_URL), on a free port. */
export function spawnServer(dataDir: string, env: Record<string, string> = {}): ServerProcess {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CONSOLE_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output, spawnedAt };
}

/**
 * Waits for the "ready at" line; answers the port and how long the start took. Generous by
 * default: a new data directory runs initdb, and the rest of the suite shares the cores.
 */
export async function serverReady(
  started: ServerProcess,
  timeoutMs = 150_000,
): Promise<{ port: number; ms: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /\[formwork\] ready at http:\/\/localhost:(\d+)/.exec(started.output());
    if (match) return { port: Number(match[1]), ms: Math.round(performance.now() - started.spawnedAt) };
    if (started.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start; it printed:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
