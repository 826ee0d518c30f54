import type { FormSchema, ListSchema } from '@formwork/schema';
import { createDocument, documentWithIds, type FormDocument } from '../document/document.js';
import { decodeHistory, schemaFingerprint } from './format.js';
import { History } from './history.js';

export interface RestoredSession {
  document: FormDocument;
  history: History;
  /** False when the stored history did not belong to this schema and a fresh one was started. */
  restored: boolean;
}

/**
 * Reopens a draft with the history kept beside it (a `HistoryJSON`, or its text). History that
 * is malformed or was made for another version of the draft is dropped, never replayed.
 */
export function restoreHistory(json: unknown, schema: FormSchema, list?: ListSchema): RestoredSession {
  const stored = decodeHistory(json);
  if (stored && stored.fingerprint === schemaFingerprint(schema, list)) {
    try {
      const document = documentWithIds(schema, stored.ids, list);
      return { document, history: new History(document, stored.undo, stored.redo), restored: true };
    } catch {
      // The ids do not fit this schema's fields: start afresh below.
    }
  }
  const document = createDocument(schema, list);
  return { document, history: new History(document), restored: false };
}
