import { createContext, useContext } from 'react';

/** Whether the form is laid out for a phone; the form frame decides it once for all its fields. */
export const NarrowFormContext = createContext(false);

/** A column's span: on a phone every field takes the whole row, as side by side each is a sliver. */
export function useSpan(span: number): number {
  return useContext(NarrowFormContext) ? 24 : span;
}
