/**
 * The two shapes an answer of the API comes in. A few answers differ between JNPF's web client
 * and Formwork's own clients: JNPF's client reads fields JNPF's server sends (the display texts of
 * a list's cells, a profile's organisation path, online users as the data itself); Formwork's
 * console and widgets read the canonical shape (stored values, with the names pickers hold beside).
 *
 * The API answers JNPF's shape, the contract any JNPF client or script expects, unless the caller
 * asks for the canonical one with this header. Formwork's console sends it on every call; a host
 * of the runtime or the widgets sends it from the client it passes them.
 */
export type ApiShape = 'jnpf' | 'canonical';

/** The request header that asks for the canonical shape (header names are case-insensitive). */
export const API_SHAPE_HEADER = 'x-formwork-shape';

/** The headers a Formwork client sends to read canonical answers. */
export const CANONICAL_SHAPE_HEADERS: Readonly<Record<typeof API_SHAPE_HEADER, 'canonical'>> = {
  [API_SHAPE_HEADER]: 'canonical',
};
