import type { FastifyReply } from 'fastify';

const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+$/;

/**
 * How long a browser keeps the console's files. The build names every file under assets/ by a
 * hash of its content, so a changed file arrives under a new name: those are kept for a year
 * without a single check. index.html names the current assets, so it is never kept: a visit
 * after a release loads the new console, not a stale page pointing at removed files. Other
 * files (the icon) are checked on each visit.
 */
export function consoleCacheHeaders(reply: FastifyReply, path: string): void {
  const cached = HASHED_ASSET.test(path)
    ? 'public, max-age=31536000, immutable'
    : path.endsWith('index.html')
      ? 'no-store'
      : 'no-cache';
  reply.header('cache-control', cached);
}
