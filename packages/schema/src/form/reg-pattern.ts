/**
 * A regList pattern as the designer stores it: either a bare source (`^\d+$`) or a JavaScript
 * literal with slashes (`/^\d+$/`), as JNPF writes them. Returns the source without slashes.
 */
export function patternSource(pattern: string): string {
  const literal = /^\/(.*)\/[dgimsuy]*$/s.exec(pattern);
  return literal?.[1] ?? pattern;
}

/** The SyntaxError text when the pattern does not compile, otherwise undefined. */
export function patternError(pattern: string): string | undefined {
  try {
    new RegExp(patternSource(pattern));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
