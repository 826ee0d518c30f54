import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError, holderFileName, lockDataDir, processStartTime } from './data-dir-lock.js';

const lockDirOf = (dataDir: string) => join(dataDir, 'formwork.lock');
const holders = async (dataDir: string) =>
  (await readdir(lockDirOf(dataDir))).filter((name) => name.endsWith('.holder'));

/** This machine's place in a holder's name, read off a lock this process takes and releases. */
async function thisPlace(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'formwork-lock-place-'));
  const unlock = await lockDataDir(dir);
  const [name] = await holders(dir);
  await unlock();
  await rm(dir, { recursive: true, force: true });
  return (name as string).split('-')[2] as string;
}

async function plant(dataDir: string, name: string, ageMs = 0): Promise<void> {
  await mkdir(lockDirOf(dataDir), { recursive: true });
  const path = join(lockDirOf(dataDir), name);
  await writeFile(path, '');
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
}

const children: ChildProcess[] = [];
function sleeper(): ChildProcess {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

describe('the data directory lock', () => {
  let dataDir: string;
  let place: string;
  const warn = vi.spyOn(console, 'warn');
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'formwork-lock-'));
    place ??= await thisPlace();
    warn.mockClear();
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    warn.mockRestore();
  });

  it('refuses a second holder while the first holds it, and is free again once released', async () => {
    const unlock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `The data directory ${dataDir} is in use by another Formwork server`,
    );
    expect(await holders(dataDir)).toHaveLength(1);
    await unlock();
    expect(await holders(dataDir)).toHaveLength(0);
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('refuses while another live process holds it', async () => {
    const live = sleeper();
    const pid = live.pid as number;
    await plant(dataDir, holderFileName({ pid, startTime: processStartTime(pid) }, place, 'aa'), 60_000);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    expect(warn).not.toHaveBeenCalled();
    expect(await holders(dataDir)).toHaveLength(1);
  });

  it('takes over at once the lock of a process that is gone, and says so', async () => {
    const gone = spawn('true');
    const pid = gone.pid as number;
    const startTime = processStartTime(pid) ?? '1';
    await once(gone, 'exit');
    const stale = holderFileName({ pid, startTime }, place, 'bb');
    await plant(dataDir, stale);

    const started = Date.now();
    const unlock = await lockDataDir(dataDir);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`lock of process ${pid} is stale`));
    expect(await holders(dataDir)).not.toContain(stale);
    expect(await holders(dataDir)).toHaveLength(1);
    await unlock();
  });

  it('takes over a lock whose pid now belongs to a process that started later', async () => {
    const other = sleeper();
    const pid = other.pid as number;
    await plant(dataDir, holderFileName({ pid, startTime: '1' }, place, 'cc'));
    const unlock = await lockDataDir(dataDir);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`lock of process ${pid} is stale`));
    await unlock();
  });

  it('counts a holder on another machine as alive while it keeps touching its file', async () => {
    const foreign = holderFileName({ pid: 1, startTime: '1' }, '0123456789abcdef', 'dd');
    await plant(dataDir, foreign, 3_000);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await plant(dataDir, foreign, 20_000);
    const unlock = await lockDataDir(dataDir);
    await unlock();
  });

  it('lets exactly one of several lockers in one process win', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: 6 }, () => lockDataDir(dataDir)));
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const attempt of attempts)
      if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(DataDirInUseError);
    await (won[0] as PromiseFulfilledResult<() => Promise<void>>).value();
  });

  it('lets exactly one of several processes racing to take over a stale lock win', async () => {
    const gone = spawn('true');
    const pid = gone.pid as number;
    const startTime = processStartTime(pid) ?? '1';
    await once(gone, 'exit');
    await plant(dataDir, holderFileName({ pid, startTime }, place, 'ee'));

    const lockModule = new URL('./data-dir-lock.ts', import.meta.url).href;
    const tsx = import.meta.resolve('tsx');
    // Each process loads the module and says so; all are then told to go at once, and a winner
    // holds the lock until every racer has answered.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      console.log('loaded');
      await new Promise((resolve) => process.stdin.once('data', resolve));
      try {
        await lockDataDir(process.env.DATA_DIR);
        console.log('won');
      } catch (error) {
        console.log(error.name === 'DataDirInUseError' ? 'refused' : String(error));
      }
      await new Promise((resolve) => process.stdin.on('data', () => {}).on('end', resolve));
    `;
    const racers = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', tsx, '--input-type=module', '-e', script], {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      children.push(child);
      let output = '';
      child.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      return { child, lines: () => output.trim().split('\n') };
    });
    const allHave = async (count: number) => {
      while (racers.some((racer) => racer.lines().length < count))
        await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await allHave(1);
    for (const racer of racers) racer.child.stdin?.write('go\n');
    await allHave(2);
    const outcomes = racers.map((racer) => racer.lines()[1]);
    for (const racer of racers) racer.child.stdin?.end();
    await Promise.all(racers.map((racer) => once(racer.child, 'exit')));
    expect(outcomes.sort()).toEqual(['refused', 'refused', 'refused', 'won']);
  }, 120_000);
});
