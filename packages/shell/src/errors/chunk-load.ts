/**
 * How browsers (Chromium, Firefox, Safari) and the bundler's preloader word a script or style
 * sheet of the app that could not be fetched: after a new build is deployed, a tab still running
 * the previous one asks for files that may be gone.
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is the app's own code failing to load, which only a reload mends. */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}
