import { RE2JS } from 're2js';

/**
 * Patterns that designers and administrators write are matched by RE2 (re2js), on the server and
 * in the browser alike: its time grows linearly with the input, where the backtracking RegExp
 * takes exponential time on patterns as common as `^\w+([-+.]\w+)*@\w+([-.]\w+)*\.\w+$`. The
 * price is that backreferences and lookaround cannot be written; such a pattern is refused when a
 * design is saved.
 */
export interface LinearPattern {
  readonly source: string;
  /** Whether the pattern matches somewhere in `text`, as RegExp.prototype.test. */
  test(text: string): boolean;
}

/** Why a pattern cannot run: a construct the linear engine lacks, or a syntax error. */
export type PatternProblem =
  | { kind: 'lookaround' | 'backreference'; construct: string }
  | { kind: 'syntax'; error: string };

/**
 * A regList pattern as the designer stores it: either a bare source (`^\d+$`) or a JavaScript
 * literal with slashes (`/^\d+$/`), as JNPF writes them. Returns the source without slashes.
 */
export function patternSource(pattern: string): string {
  const literal = /^\/(.*)\/[dgimsuy]*$/s.exec(pattern);
  return literal?.[1] ?? pattern;
}

// Forms are compiled again whenever they are released; the cache only spares recompiling the
// same few patterns, and is dropped whole rather than grown without bound.
const CACHE_LIMIT = 1000;
const compiled = new Map<string, LinearPattern>();

/**
 * The pattern compiled for the linear engine, written in JavaScript syntax (`\u4e00`, `(?<name>`);
 * throws a SyntaxError for a pattern it cannot run.
 */
export function linearPattern(source: string): LinearPattern {
  const known = compiled.get(source);
  if (known) return known;
  let engine: RE2JS;
  try {
    engine = RE2JS.compile(RE2JS.translateRegExp(source));
  } catch (error) {
    throw new SyntaxError((error as Error).message);
  }
  const pattern: LinearPattern = {
    source,
    test: (text) => engine.test(text),
    // ajv keeps compiled patterns by this text: it must tell patterns apart.
    toString: () => `/${source}/`,
  } as LinearPattern;
  if (compiled.size >= CACHE_LIMIT) compiled.clear();
  compiled.set(source, pattern);
  return pattern;
}

const LOOKAROUND = /\(\?<?[=!]/;
const BACKREFERENCE = /\\(?:[1-9]|k<)/;

/** Why the linear engine cannot run the (designer's) pattern, or undefined when it can. */
export function patternProblem(pattern: string): PatternProblem | undefined {
  const source = patternSource(pattern);
  try {
    linearPattern(source);
    return undefined;
  } catch (error) {
    const lookaround = LOOKAROUND.exec(source);
    if (lookaround) return { kind: 'lookaround', construct: lookaround[0] };
    const backreference = BACKREFERENCE.exec(source);
    if (backreference) return { kind: 'backreference', construct: backreference[0] };
    return { kind: 'syntax', error: (error as Error).message };
  }
}

/** The engine's complaint when the pattern does not compile, otherwise undefined. */
export function patternError(pattern: string): string | undefined {
  const problem = patternProblem(pattern);
  if (!problem) return undefined;
  return problem.kind === 'syntax' ? problem.error : `unsupported ${problem.kind} ${problem.construct}`;
}
