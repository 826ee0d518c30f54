/** Designer-only identity of a field; never written into the schema. */
export type NodeId = string;

/**
 * Ids from a counter behind a random prefix: short and ordered within one session, and a
 * restored history (whose ids came from an earlier session) cannot collide with new ones.
 */
export function idFactory(): () => NodeId {
  const prefix = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  let counter = 0;
  return () => `${prefix}-${(++counter).toString(36)}`;
}
