import { Grid } from 'antd';

/**
 * Whether the window is narrower than antd's `md` breakpoint (768 px), the one width below which
 * the runtime lays out for a phone: the search folded to one line, one form column, full-screen
 * dialogs, a scrolling table with its first column fixed. antd reports no breakpoint before its
 * first measurement; that counts as wide, so a desktop never flashes the phone layout.
 */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().md === false;
}
