import { useEffect, useRef, useState } from 'react';

export interface ProviderData<T> {
  /** undefined while loading, when nothing is asked (key null) or when the call failed. */
  data: T | undefined;
  loading: boolean;
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and aborts the call it replaces.
 * A failed call just stops loading, without a message.
 */
export function useProviderData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): ProviderData<T> {
  const [answered, setAnswered] = useState<{ key: string; data: T | undefined } | null>(null);
  // The loader is a fresh closure each render; the key alone says when to load again.
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (data: T | undefined) => {
      if (!controller.signal.aborted) setAnswered({ key, data });
    };
    latest.current(controller.signal).then(settle, () => settle(undefined));
    return () => controller.abort();
  }, [key]);

  if (key === null) return { data: undefined, loading: false };
  const current = answered?.key === key ? answered : null;
  return { data: current?.data, loading: current === null };
}
