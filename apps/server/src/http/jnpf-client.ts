import type { FastifyRequest } from 'fastify';

/**
 * True when the caller is JNPF's own web client, for the few answers whose shape it reads
 * differently from Formwork's console.
 *
 * No header tells the two clients apart: Formwork's console sends the very headers JNPF's
 * request helper sends (`jnpf-origin: pc`, the token in `Authorization`), and browsers add the
 * rest to both. What differs is the cache-busting `n` both append to every call: JNPF's helper
 * writes the time in whole seconds (at most 10 digits), Formwork's in milliseconds (13 digits,
 * which its client tests pin). So the rule is: `jnpf-origin` present and `n` in seconds. Any
 * other caller (the console, scripts, other servers) gets the canonical format.
 *
 * `n` is read from the raw URL: a route's querystring schema drops keys it does not declare.
 */
export function fromJnpfClient(request: FastifyRequest): boolean {
  if (request.headers['jnpf-origin'] === undefined) return false;
  const query = request.url.split('?')[1] ?? '';
  const n = new URLSearchParams(query).get('n');
  return n !== null && /^\d{1,10}$/.test(n);
}
