import type { FormDocument } from './document.js';
import type { NodeId } from './ids.js';

function positionOf(doc: FormDocument, id: NodeId): number[] {
  const position: number[] = [];
  for (let at: NodeId | null | undefined = id; at != null; at = doc.parentOf(at)) {
    position.unshift(doc.locate(at)?.index ?? 0);
  }
  return position;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return a.length - b.length;
}

/** The ids the document has, once each, in form order (depth-first). */
export function inFormOrder(doc: FormDocument, ids: Iterable<NodeId>): NodeId[] {
  const known = [...new Set(ids)].filter((id) => doc.has(id));
  const positions = new Map(known.map((id) => [id, positionOf(doc, id)]));
  return known.sort((a, b) => compare(positions.get(a) as number[], positions.get(b) as number[]));
}

/**
 * The ids none of whose ancestors are among them, in form order: copying, moving or removing a
 * container already takes its content along.
 */
export function topmost(doc: FormDocument, ids: Iterable<NodeId>): NodeId[] {
  const ordered = inFormOrder(doc, ids);
  const chosen = new Set(ordered);
  return ordered.filter((id) => {
    for (let at = doc.parentOf(id); at != null; at = doc.parentOf(at)) if (chosen.has(at)) return false;
    return true;
  });
}
