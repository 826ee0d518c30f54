/** A record chosen in a relation field (popupSelect, relationForm): column or vModel -> value. */
export type RelationRow = Readonly<Record<string, unknown>>;

/**
 * The rows a form's relation fields have chosen, keyed by their vModel (the form
 * field's name). Listeners are kept per key, so a choice
 * wakes only the fields that show that relation.
 */
export interface RelationStore {
  get(vModel: string): RelationRow | null;
  /** null: the field holds nothing (cleared, or its record is unknown). */
  set(vModel: string, row: RelationRow | null): void;
  /** Calls `listener` whenever the row under `vModel` changes; answers the unsubscribe. */
  subscribe(vModel: string, listener: () => void): () => void;
}

export function createRelationStore(): RelationStore {
  const rows = new Map<string, RelationRow>();
  const listeners = new Map<string, Set<() => void>>();

  return {
    get: (vModel) => rows.get(vModel) ?? null,
    set(vModel, row) {
      if ((rows.get(vModel) ?? null) === row) return;
      if (row) rows.set(vModel, row);
      else rows.delete(vModel);
      // A copy: a listener may unsubscribe while being told.
      for (const listener of [...(listeners.get(vModel) ?? [])]) listener();
    },
    subscribe(vModel, listener) {
      let own = listeners.get(vModel);
      if (!own) {
        own = new Set();
        listeners.set(vModel, own);
      }
      own.add(listener);
      return () => {
        own.delete(listener);
        if (own.size === 0 && listeners.get(vModel) === own) listeners.delete(vModel);
      };
    },
  };
}
