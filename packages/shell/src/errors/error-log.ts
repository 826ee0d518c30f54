import { create } from 'zustand';

/** One unhandled error, as kept for support (logged to an error store in production). */
export interface ErrorEntry {
  message: string;
  stack?: string;
  /** The page the user was on. */
  url: string;
  time: number;
}

/** The store keeps the latest entries only, so a failing loop cannot fill the memory. */
export const MAX_ERROR_ENTRIES = 50;

interface ErrorLogStore {
  entries: ErrorEntry[];
  clear(): void;
}

export const useErrorLogStore = create<ErrorLogStore>()((set) => ({
  entries: [],
  clear: () => set({ entries: [] }),
}));

/** Adds an error to the log; route error boundaries call it for render failures. */
export function logError(error: unknown): void {
  const entry: ErrorEntry = {
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
    url: typeof window === 'undefined' ? '' : window.location.href,
    time: Date.now(),
  };
  useErrorLogStore.setState((state) => ({ entries: [...state.entries, entry].slice(-MAX_ERROR_ENTRIES) }));
}

// Vite replaces import.meta.env at build time; elsewhere (tests, tools) it is absent.
const isProduction = (): boolean => Boolean((import.meta as { env?: { PROD?: boolean } }).env?.PROD);

let installed = false;

/** Logs unhandled errors and rejections of the page, in production builds unless told otherwise. */
export function installErrorLog(enabled = isProduction()): void {
  if (installed || !enabled || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (event) => logError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => logError(event.reason));
}
