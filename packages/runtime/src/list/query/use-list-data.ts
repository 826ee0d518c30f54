import type { Endpoint, OnlineDevListQuery, PagedList, PickerNames } from '@formwork/schema';
import { useCallback, useEffect, useState } from 'react';
import { useRuntime } from '../../runtime-context.js';
import type { ListRow } from '../types.js';

export interface ListData {
  rows: ListRow[];
  total: number;
  /** The names the page answered for the ids its picker cells hold; undefined when none. */
  names: PickerNames | undefined;
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
  const [names, setNames] = useState<PickerNames | undefined>(undefined);
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
    transport<(PagedList<ListRow> & { names?: PickerNames }) | null>({
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
        setNames(isNames(answer?.names) ? answer.names : undefined);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [transport, method, url, idField, queryText, tick, enabled]);

  const reload = useCallback(() => setTick((value) => value + 1), []);
  return { rows, total, names, loading, reload };
}

const isNames = (value: unknown): value is PickerNames =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
