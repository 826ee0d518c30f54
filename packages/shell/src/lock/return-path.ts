import { readRedirect } from '../navigation/paths.js';
import { readStored, STORAGE_PREFIX, writeStored } from '../storage/local-storage.js';

const LAST_PAGE_KEY = `${STORAGE_PREFIX}lastPage`;
// Pages that are never where a user "was" before locking.
const NOT_A_PAGE = /^\/(?:lockScreen|login|auth-redirect|jump|force-change-password|redirect|404)(?:[/?]|$)/;

/** The guard notes each page it renders, so unlocking can return to it even after a reload. */
export function rememberPage(path: string): void {
  if (!NOT_A_PAGE.test(path)) writeStored(LAST_PAGE_KEY, path);
}

export const rememberedPage = (): string | undefined => readStored(LAST_PAGE_KEY) ?? undefined;

/**
 * Where unlocking leads: the page the guard put in the redirect query, else the last page shown,
 * else `fallback`.
 */
export function returnPath(search: string, fallback: string, last = rememberedPage()): string {
  for (const candidate of [readRedirect(search), last]) {
    if (candidate && !NOT_A_PAGE.test(candidate)) return candidate;
  }
  return fallback;
}
