// Every server the test suite starts logs at the most talkative level into a folder made here;
// when the whole run ends, its log is searched for the demo accounts' passwords (as typed and as
// the md5 clients send) and for anything shaped like a credential the server hands out (sessions
// and signed links are 32 random bytes in base64url: 43 characters). One hit fails the run: a log
// is read by more people, and kept longer, than anything else a server writes.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_LOG_DIR = 'FORMWORK_TEST_LOG_DIR';

const PASSWORDS = ['admin123', 'staff123', 'newuser123'];
const CREDENTIAL = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;

let folder: string | undefined;

export async function setup(): Promise<void> {
  folder = await mkdtemp(join(tmpdir(), 'formwork-test-logs-'));
  process.env[TEST_LOG_DIR] = folder;
}

/** The lines of the logs in `dir` that hold a password or a credential, each with what it holds. */
export async function leaksIn(dir: string): Promise<string[]> {
  const needles = [...PASSWORDS, ...PASSWORDS.map((text) => createHash('md5').update(text).digest('hex'))];
  const found: string[] = [];
  for (const name of await readdir(dir)) {
    const text = await readFile(join(dir, name), 'utf8');
    for (const line of text.split('\n')) {
      const needle = needles.find((candidate) => line.includes(candidate)) ?? line.match(CREDENTIAL)?.[0];
      if (needle) found.push(`${name}: holds ${needle}: ${line.slice(0, 300)}`);
    }
  }
  return found;
}

export async function teardown(): Promise<void> {
  if (!folder) return;
  try {
    const leaks = await leaksIn(folder);
    if (leaks.length > 0) {
      // Vitest reports an error thrown here but still exits 0: the exit code is set as well.
      console.error(`The server log of this test run holds credentials:\n${leaks.slice(0, 20).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
