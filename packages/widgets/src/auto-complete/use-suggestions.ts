import { useEffect, useState } from 'react';
import { useDataProvider } from '../data-provider/WidgetsProvider.js';

export interface SuggestionSource {
  /** The data interface whose rows are suggested. */
  interfaceId?: string;
  /** The row key whose text is suggested; JNPF's default 'fullName'. */
  relationField?: string;
  /** At most this many suggestions; JNPF's default 50. */
  total?: number;
  /** The interface's request parameters, as the form resolved them. */
  params?: Record<string, unknown>;
}

/** The distinct non-empty texts of the rows, in their order. */
export function suggestionTexts(rows: readonly Record<string, unknown>[], key: string): string[] {
  const texts = rows
    .map((row) => row[key])
    .filter((text) => text !== undefined && text !== null && text !== '');
  return [...new Set(texts.map(String))];
}

/**
 * The texts the interface suggests for what was typed, fetched through the widgets' data
 * provider. Nothing is asked for before the user types; a newer keyword cancels the older ask.
 */
export function useSuggestions(source: SuggestionSource, keyword: string | undefined): string[] {
  const provider = useDataProvider();
  const [texts, setTexts] = useState<string[]>([]);
  const { interfaceId, relationField = 'fullName', total = 50, params } = source;
  useEffect(() => {
    if (keyword === undefined || !interfaceId) return;
    const controller = new AbortController();
    provider
      .interfaceList(
        {
          interfaceId,
          propsValue: relationField,
          relationField,
          columnOptions: [relationField],
          keyword,
          currentPage: 1,
          pageSize: total,
          ...(params && { params }),
        },
        controller.signal,
      )
      .then(
        (page) => setTexts(suggestionTexts(page.list, relationField)),
        // A failed ask leaves the user typing freely, with no suggestions; a cancelled one is stale.
        () => controller.signal.aborted || setTexts([]),
      );
    return () => controller.abort();
  }, [provider, interfaceId, relationField, total, params, keyword]);
  return texts;
}
