import type { PagedList } from '@formwork/schema';
import { useEffect, useRef, useState } from 'react';
import { firstQuery, type PageQuery, pageQuery, resetQuery, searchQuery } from './page-query.js';
import type { PickerRow } from './popup-config.js';

export type FetchPage = (query: PageQuery, signal: AbortSignal) => Promise<PagedList<PickerRow>>;

interface Page {
  rows: readonly PickerRow[];
  total: number;
}

/**
 * A picker list's rows for the keyword and page in force, fetched whenever those change. Mounted
 * when the picker opens, so every opening starts from no keyword and page 1.
 */
export function usePagedRows(fetchPage: FetchPage, pageSize: number) {
  const [query, setQuery] = useState(() => firstQuery(pageSize));
  const [keyword, setKeyword] = useState('');
  const [reloads, setReloads] = useState(0);
  const [page, setPage] = useState<Page>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const latest = useRef(fetchPage);
  latest.current = fetchPage;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` only asks for the same query again (刷新).
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    latest.current(query, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const rows = answer?.list ?? [];
        setPage({ rows, total: answer?.pagination?.total ?? rows.length });
        setLoading(false);
      },
      () => {
        // A failed list stops loading and says nothing.
        if (!controller.signal.aborted) setLoading(false);
      },
    );
    return () => controller.abort();
  }, [query, reloads]);

  return {
    ...page,
    loading,
    query,
    keyword,
    setKeyword,
    search: () => setQuery((current) => searchQuery(current, keyword)),
    reset: () => {
      setKeyword('');
      setQuery(resetQuery);
    },
    refresh: () => setReloads((count) => count + 1),
    changePage: (currentPage: number, size: number) =>
      setQuery((current) => pageQuery(current, currentPage, size)),
  };
}
