import type { FieldSchema, ListColumn, ListSchema } from '@formwork/schema';
import { useEffect, useMemo, useState } from 'react';
import type { ListRow } from '../types.js';

type SummarySums = typeof import('./summary-sums.js').summarySums;

// Summing exactly needs decimal arithmetic (decimal.js), which most lists, having no 合计 row,
// never use: it is fetched the first time a list with a 合计 row shows.
let loaded: SummarySums | undefined;
let loading: Promise<SummarySums> | undefined;

function loadSummarySums(): Promise<SummarySums> {
  loading ??= import('./summary-sums.js').then(
    (module) => {
      loaded = module.summarySums;
      return module.summarySums;
    },
    (error: unknown) => {
      // Not kept: the next list with a 合计 row asks again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For tests and bench pages: the summing code, fetched now. */
export const preloadSummarySums = (): Promise<unknown> => loadSummarySums();

const NO_SUMS: ReadonlyMap<string, string> = new Map();

/**
 * The 合计 texts of the shown columns over these rows, by vModel; undefined when the list has no
 * 合计 row. Until the summing code arrives the row is there with its cells blank, so the table
 * does not jump when the sums come; a failed fetch goes to the nearest error boundary.
 */
export function useSummarySums(
  list: ListSchema,
  columns: readonly ListColumn[],
  fields: ReadonlyMap<string, FieldSchema>,
  rows: readonly ListRow[],
): ReadonlyMap<string, string> | undefined {
  const { showSummary, summaryField } = list;
  const wanted = Boolean(showSummary && summaryField?.length);
  const [summarySums, setSummarySums] = useState<SummarySums | undefined>(() => loaded);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!wanted || summarySums) return;
    let live = true;
    loadSummarySums().then(
      (sums) => live && setSummarySums(() => sums),
      (error: unknown) => live && setFailure(() => error),
    );
    return () => {
      live = false;
    };
  }, [wanted, summarySums]);
  const sums = useMemo(() => {
    if (!wanted || !summaryField) return undefined;
    return summarySums ? summarySums(columns, fields, rows, summaryField) : NO_SUMS;
  }, [wanted, summarySums, summaryField, columns, fields, rows]);
  if (failure !== undefined) throw failure;
  return sums;
}
