import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, open, readdir, stat, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another Formwork server. ` +
        'Stop that server first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * A holder that another machine (or container with another host name) wrote cannot be checked by
 * its process id; it counts as alive while it keeps touching its file, which it does every
 * HEARTBEAT_MS.
 */
const HEARTBEAT_MS = 5_000;
const STALE_MS = 15_000;

/** Two processes that start at the same instant each see the other; they retry a few times, out of step. */
const RACE_RETRIES = 5;

/** A process as the kernel knows it: the process id, and when it started, in clock ticks after boot. */
export interface ProcessIdentity {
  pid: number;
  /** Field 22 of /proc/<pid>/stat; null where there is no /proc (then only the pid is checked). */
  startTime: string | null;
}

/** Where process ids mean the same thing: one machine (host name) between two boots. */
function currentPlace(): string {
  let bootId = '';
  try {
    bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    // No /proc: the host name alone has to do.
  }
  return createHash('sha256').update(`${hostname()}\n${bootId}`).digest('hex').slice(0, 16);
}

export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[22 - 3] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process is still the one that wrote the lock: a recycled pid has another start time. */
export function isAlive(holder: ProcessIdentity): boolean {
  const startTime = holder.startTime === null ? null : processStartTime(holder.pid);
  if (startTime !== null) return startTime === holder.startTime;
  // No start time to compare (no /proc, or /proc hides other users' processes): the pid decides.
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A holder's file name says who holds the lock, so it is complete the moment it exists: a process
 * killed while writing cannot leave a half-written record behind. The nonce tells apart two locks
 * taken by one process.
 */
const HOLDER = /^(\d+)-(\d+|x)-([0-9a-f]+)-([0-9a-f]+)\.holder$/;

export function holderFileName(holder: ProcessIdentity, place: string, nonce: string): string {
  return `${holder.pid}-${holder.startTime ?? 'x'}-${place}-${nonce}.holder`;
}

function parseHolder(name: string): (ProcessIdentity & { place: string }) | undefined {
  const match = HOLDER.exec(name);
  if (!match) return undefined;
  const [, pid, startTime, place] = match as unknown as [string, string, string, string];
  return { pid: Number(pid), startTime: startTime === 'x' ? null : startTime, place };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PGlite has no guard against two processes opening one directory, and both would corrupt it;
 * this lock makes the second process stop at once with a clear message instead.
 *
 * Each process that wants the directory creates a file of its own in `formwork.lock/`, then looks
 * at the others: a live holder makes it withdraw its file and refuse; a dead holder's file (killed,
 * crashed, power cut) is removed, and the start goes on without waiting. Of two processes that
 * create their files at the same time, the later one always sees the earlier's file, so they cannot
 * both win; no file is ever replaced, so no take-over can remove a live holder's file.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockDir = join(dataDir, 'formwork.lock');
  await mkdir(lockDir, { recursive: true });
  const place = currentPlace();
  const me: ProcessIdentity = { pid: process.pid, startTime: processStartTime(process.pid) };
  const mine = holderFileName(me, place, randomBytes(4).toString('hex'));
  const minePath = join(lockDir, mine);

  for (let attempt = 0; ; attempt++) {
    await (await open(minePath, 'wx')).close();
    const { live, racing } = await otherHolders(lockDir, mine, place);
    if (live === 0) break;
    await unlink(minePath);
    if (!racing || attempt >= RACE_RETRIES) throw new DataDirInUseError(dataDir);
    await sleep(20 + Math.random() * 200);
  }

  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(minePath, now, now).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        console.error(`[formwork] data directory lock lost: ${minePath} was removed`);
    });
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released: Promise<void> | undefined;
  return () => {
    released ??= (async () => {
      clearInterval(heartbeat);
      await unlink(minePath).catch(() => {});
    })();
    return released;
  };
}

/** Removes dead holders' files and counts the live ones; `racing` when one of them has only just appeared. */
async function otherHolders(
  lockDir: string,
  mine: string,
  place: string,
): Promise<{ live: number; racing: boolean }> {
  let live = 0;
  let racing = false;
  for (const name of await readdir(lockDir)) {
    if (name === mine) continue;
    const holder = parseHolder(name);
    if (!holder) continue;
    const path = join(lockDir, name);
    const modified = await stat(path).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (modified === undefined) continue; // It withdrew or was taken over meanwhile.
    const age = Date.now() - modified;
    const alive = holder.place === place ? isAlive(holder) : age < STALE_MS;
    if (alive) {
      live++;
      if (age < 2_000) racing = true;
      continue;
    }
    console.warn(
      `[formwork] the data directory lock of process ${holder.pid} is stale (that process is no longer running); taking it over`,
    );
    await unlink(path).catch(() => {});
  }
  return { live, racing };
}
