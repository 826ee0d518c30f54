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

/** JavaScript's `\s`: RE2's leaves out \v, the no-break and ideographic spaces and a few more. */
const JS_SPACE = String.raw`\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`;
/** JavaScript's `.` without the s flag: RE2's also matches \r and the line separators. */
const JS_DOT = String.raw`[^\n\r\u2028\u2029]`;

/**
 * The source with `\s`, `\S` and `.` spelled out as JavaScript means them, so that a pattern
 * written for RegExp keeps its meaning on RE2 (`\S` inside a class keeps RE2's).
 */
function withJavaScriptClasses(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      const next = source[++i] ?? '';
      if (next === 's') out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
      else if (next === 'S' && !inClass) out += `[^${JS_SPACE}]`;
      else out += c + next;
    } else if (inClass) {
      inClass = c !== ']';
      out += c;
    } else if (c === '[') {
      inClass = true;
      out += c;
    } else out += c === '.' ? JS_DOT : c;
  }
  return out;
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
    engine = RE2JS.compile(RE2JS.translateRegExp(withJavaScriptClasses(source)));
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
