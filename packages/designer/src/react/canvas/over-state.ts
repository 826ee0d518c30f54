import { createContext, useContext } from 'react';

/** Where a drag is hovering now: the droppable's id and, beside a field, which half. */
export interface OverState {
  id: string | null;
  after: boolean;
  /** Beside a field that shares its line in a grid row: its left or right half. */
  horizontal?: boolean;
}

export const OverContext = createContext<OverState>({ id: null, after: false });

export function useOver(): OverState {
  return useContext(OverContext);
}

/** Reports problems (a refused drop, a duplicate vModel) to the user. */
export const NoticeContext = createContext<(message: string) => void>(() => {});

export function useNotice(): (message: string) => void {
  return useContext(NoticeContext);
}
