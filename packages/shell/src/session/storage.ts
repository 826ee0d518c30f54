import type { SysConfigInfo } from '@formwork/schema';

/** Browser-storage keys share JNPF's `jnpf_` prefix (spec shell.md 3, settings). */
export const TOKEN_KEY = 'jnpf_token';
export const SYS_CONFIG_KEY = 'jnpf_sysConfig';

// Storage can be missing or refuse writes (private windows, full quota); the session then lives
// only as long as the page.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See above: nothing to do but keep the value in memory.
  }
}

export const readToken = (): string | null => read(TOKEN_KEY) || null;
export const writeToken = (token: string | null): void => write(TOKEN_KEY, token);

export function readSysConfig(): SysConfigInfo | null {
  const text = read(SYS_CONFIG_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as SysConfigInfo;
  } catch {
    return null;
  }
}

export const writeSysConfig = (config: SysConfigInfo | null): void =>
  write(SYS_CONFIG_KEY, config && JSON.stringify(config));
