import type { Endpoint, OnlineDevListQuery, PagedList } from '@formwork/schema';
import { useCallback, useEffect, useState } from 'react';
import { useRuntime } from '../../runtime-context.js';
import type { ListRow } from '../types.js';

export interface ListData {
  rows: ListRow[];
  total: number;
  loading: boolean;
  reload: () => void;
}

/**
 * Fetches one page whenever the query changes, once `enabled`. A newer query aborts the one in
 * flight; a failed fetch only stops the spinner, since the transport has already told the user.
 */
export function useListData(endpoint: Endpoint, query: OnlineDevListQuery, enabled = true): ListData {
  const { transport } = useRuntime();
  const [rows, setRows] = useState<ListRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const queryText = JSON.stringify(query);
  const { method, url, idField } = endpoint;

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is how reload() asks for a refetch.
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const body = JSON.parse(queryText) as OnlineDevListQuery;
    setLoading(true);
    transport<PagedList<ListRow> | null>({
      method,
      url,
      ...(method === 'GET' ? { params: { ...body } } : { data: body }),
      signal: controller.signal,
    })
      .then((answer) => {
        if (controller.signal.aborted) return;
        const answered = answer?.list ?? [];
        // Admin endpoints name their key their own way (userId, ...); the list works with `id`.
        const list = idField ? answered.map((row) => ({ ...row, id: String(row[idField]) })) : answered;
        setRows(list);
        setTotal(answer?.pagination?.total ?? list.length);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [transport, method, url, idField, queryText, tick, enabled]);

  const reload = useCallback(() => setTick((value) => value + 1), []);
  return { rows, total, loading, reload };
}
