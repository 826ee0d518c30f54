import type { Envelope } from '@formwork/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from './message-api.js';

export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  loading: boolean;
  setPage: (page: number) => void;
  reload: () => void;
  /** Rewrites rows in place, e.g. a message just read. */
  update: (change: (items: T[]) => T[]) => void;
}

/**
 * One page of a server list, fetched again whenever the page or `fetchPage` (its filters) change.
 * An answer arriving after a newer request is dropped, so a quick reader never sees stale rows.
 */
export function usePagedList<T>(fetchPage: (page: number) => Promise<Envelope<Page<T>>>): PagedList<T> {
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  // New filters start again from the first page.
  const previousFetch = useRef(fetchPage);
  if (previousFetch.current !== fetchPage) {
    previousFetch.current = fetchPage;
    if (page !== 1) setPage(1);
  }

  const load = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    fetchPage(page)
      .then(({ data }) => {
        if (ticket !== latest.current) return;
        const list = data?.list ?? [];
        const count = data?.pagination?.total ?? list.length;
        // The last rows of a page were deleted: show the page before it.
        if (list.length === 0 && page > 1 && count > 0)
          setPage(Math.ceil(count / (data?.pagination?.pageSize || 20)));
        setItems(list);
        setTotal(count);
      })
      .catch(() => undefined)
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, [fetchPage, page]);
  useEffect(load, [load]);

  const update = useCallback((change: (items: T[]) => T[]) => setItems(change), []);
  return { items, total, page, loading, setPage, reload: load, update };
}
