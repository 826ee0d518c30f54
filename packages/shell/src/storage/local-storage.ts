import type { SysConfigInfo } from '@formwork/schema';

/** Every browser-storage key shares JNPF's `jnpf_` prefix. */
export const STORAGE_PREFIX = 'jnpf_';
export const TOKEN_KEY = `${STORAGE_PREFIX}token`;
export const SYS_CONFIG_KEY = `${STORAGE_PREFIX}sysConfig`;

// Storage can be missing or refuse writes (private windows, full quota); values then live only
// as long as the page.
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See above: nothing to do but keep the value in memory.
  }
}

/** A JSON value under `jnpf_<name>`, or `fallback` when absent or unreadable. */
export function readJson<T>(name: string, fallback: T): T {
  const text = readStored(`${STORAGE_PREFIX}${name}`);
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const writeJson = (name: string, value: unknown): void =>
  writeStored(`${STORAGE_PREFIX}${name}`, JSON.stringify(value));

export const readToken = (): string | null => readStored(TOKEN_KEY) || null;
export const writeToken = (token: string | null): void => writeStored(TOKEN_KEY, token);

export const readSysConfig = (): SysConfigInfo | null => readJson<SysConfigInfo | null>('sysConfig', null);
export const writeSysConfig = (config: SysConfigInfo | null): void =>
  config ? writeJson('sysConfig', config) : writeStored(SYS_CONFIG_KEY, null);
