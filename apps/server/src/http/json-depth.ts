import type { FastifyInstance } from 'fastify';

/**
 * How deeply any JSON a client sends may nest. Every body, upload and socket frame the clients
 * build nests a handful of levels (designs travel as JSON text inside a field); code that walks
 * a value recursively would run out of stack on thousands of levels, so they are refused at the
 * edge, before any route sees them.
 */
export const MAX_JSON_DEPTH = 64;

/** The error code a body nested past MAX_JSON_DEPTH is refused with (a 400 naming the body). */
export const JSON_TOO_DEEP = 'FORMWORK_JSON_TOO_DEEP';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests deeper than `max` objects and arrays, in one pass over it without
 * parsing it (brackets inside strings do not count). Text that is not JSON is left for the
 * parser to refuse.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth++;
      if (depth > max) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth--;
  }
  return false;
}

export class JsonTooDeepError extends Error {
  readonly code = JSON_TOO_DEEP;
  readonly statusCode = 400;
  constructor() {
    super(`JSON nests more than ${MAX_JSON_DEPTH} levels deep`);
    this.name = 'JsonTooDeepError';
  }
}

/**
 * JSON bodies are read by Fastify's own parser (which refuses __proto__ and constructor keys)
 * after their depth is checked.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text)) return done(new JsonTooDeepError(), undefined);
    parse(request, text, done);
  });
}
