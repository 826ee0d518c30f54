/**
 * An edit the document refuses (unknown node, a move into the node's own descendant, a path that
 * would touch `children`...). Nothing has changed when it is thrown.
 */
export class CommandError extends Error {
  override name = 'CommandError';
}
