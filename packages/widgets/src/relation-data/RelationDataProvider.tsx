import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createRelationStore, type RelationRow, type RelationStore } from './relation-store.js';

const RelationStoreContext = createContext<RelationStore | null>(null);

/**
 * One per form: the rows its relation fields chose, for the attribute fields that show them.
 * Pass `store` to read or reset the rows from outside; otherwise the provider keeps its own.
 */
export function RelationDataProvider({ store, children }: { store?: RelationStore; children: ReactNode }) {
  const [own] = useState(createRelationStore);
  return <RelationStoreContext.Provider value={store ?? own}>{children}</RelationStoreContext.Provider>;
}

/**
 * How a relation field (popupSelect, relationForm) shares the row it chose under its vModel.
 * Without a provider or a vModel there is no one to tell and publishing does nothing. When the
 * field goes (or moves to another vModel, as sub-table rows are renumbered) it takes back what it
 * published, unless someone else has published there since.
 */
export function usePublishRelation(vModel: string | undefined): (row: RelationRow | null) => void {
  const store = useContext(RelationStoreContext);
  const published = useRef<RelationRow | null>(null);
  useEffect(() => {
    if (!store || !vModel) return;
    return () => {
      if (published.current && store.get(vModel) === published.current) store.set(vModel, null);
    };
  }, [store, vModel]);
  return useCallback(
    (row: RelationRow | null) => {
      published.current = row;
      if (store && vModel) store.set(vModel, row);
    },
    [store, vModel],
  );
}

const nothing = () => () => {};

/**
 * The `showField` of the row chosen in relation field `vModel`; undefined without a provider or
 * a chosen row. Re-renders only when that vModel's row changes.
 */
export function useRelationValue(vModel: string | undefined, showField: string | undefined): unknown {
  const store = useContext(RelationStoreContext);
  const subscribe = useCallback(
    (listener: () => void) => (store && vModel ? store.subscribe(vModel, listener) : nothing()),
    [store, vModel],
  );
  const read = () => (store && vModel && showField ? store.get(vModel)?.[showField] : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
