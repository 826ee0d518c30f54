import type { FormSchema, ListSchema } from '@formwork/schema';
import type { HistoryJSON } from '../../core/index.js';

/** What a reload needs: the edited schema, its undo stack, and whether the server has it yet. */
export interface StoredDraft {
  schema: FormSchema;
  /** The edited list; absent for a form without one. */
  list?: ListSchema | undefined;
  history: HistoryJSON;
  unsaved: boolean;
}

export const storageKey = (designId: string) => `formwork.designer.${designId}`;

export function readDraft(designId: string): StoredDraft | undefined {
  try {
    const text = window.sessionStorage.getItem(storageKey(designId));
    const value = text ? (JSON.parse(text) as Partial<StoredDraft>) : undefined;
    if (
      !value ||
      typeof value.schema !== 'object' ||
      value.schema === null ||
      typeof value.history !== 'object'
    )
      return undefined;
    const list = typeof value.list === 'object' && value.list !== null ? value.list : undefined;
    return {
      schema: value.schema,
      list,
      history: value.history as HistoryJSON,
      unsaved: value.unsaved === true,
    };
  } catch {
    return undefined;
  }
}

/** Forgets the kept edit and undo stack, when the server's draft replaced them (a roll back). */
export function clearDraft(designId: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(designId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

export function writeDraft(designId: string, draft: StoredDraft): void {
  try {
    window.sessionStorage.setItem(storageKey(designId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the undo stack after a reload; editing goes on.
  }
}
