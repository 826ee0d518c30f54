import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

const snapshot = () => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;

/**
 * Whether the person asked their system for less motion. The console then opens dialogs,
 * drawers and dropdowns without their slide and zoom: motion that tires or unsettles some
 * people, and that a slow machine turns into a moment where a click lands on something moving.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
