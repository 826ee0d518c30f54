import type { FormSchema, ListSchema } from '@formwork/schema';
import type { NodeId } from '../document/ids.js';
import { fingerprint } from '../shared/json.js';
import type { HistoryEntry } from './history.js';

/**
 * History as JSON, to keep beside the draft (sessionStorage, localStorage) across a reload.
 * Commands name nodes by id, so the document's ids travel with it; the fingerprint ties it to
 * the schema it ends at, so it is never replayed over a different draft.
 */
export interface HistoryJSON {
  format: 'formwork/designer-history';
  version: 1;
  fingerprint: string;
  /** The document's node ids, depth-first in form order. */
  ids: NodeId[];
  /** Oldest first. */
  undo: HistoryEntry[];
  /** The next step to redo last. */
  redo: HistoryEntry[];
}

/** Of the form alone when the design has no list, so a history kept before lists still fits. */
export function schemaFingerprint(schema: FormSchema, list?: ListSchema): string {
  return fingerprint(list ? { schema, list } : schema);
}

export function encodeHistory(
  schema: FormSchema,
  ids: NodeId[],
  undo: readonly HistoryEntry[],
  redo: readonly HistoryEntry[],
  list?: ListSchema,
): HistoryJSON {
  return {
    format: 'formwork/designer-history',
    version: 1,
    fingerprint: schemaFingerprint(schema, list),
    ids,
    undo: [...undo],
    redo: [...redo],
  };
}

function isCommand(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { redo, undo, label } = value as Partial<HistoryEntry>;
  return isCommand(redo) && isCommand(undo) && (label === undefined || typeof label === 'string');
}

/** The stored history if it has the right shape; its commands are checked as they apply. */
export function decodeHistory(value: unknown): HistoryJSON | undefined {
  let json = value;
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json);
    } catch {
      return undefined;
    }
  }
  const h = json as Partial<HistoryJSON> | null;
  if (typeof h !== 'object' || h === null) return undefined;
  if (h.format !== 'formwork/designer-history' || h.version !== 1 || typeof h.fingerprint !== 'string')
    return undefined;
  if (!Array.isArray(h.ids) || !h.ids.every((id) => typeof id === 'string')) return undefined;
  if (!Array.isArray(h.undo) || !Array.isArray(h.redo) || ![...h.undo, ...h.redo].every(isEntry))
    return undefined;
  return h as HistoryJSON;
}
