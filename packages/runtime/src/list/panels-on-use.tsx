import { loadOnUse } from '@formwork/widgets';
import { useState } from 'react';
import { preloadMomentSearches } from './search/MomentSearch.js';
import { preloadSummarySums } from './summary/use-summary-sums.js';

// The column settings (with drag and drop) and the export dialog are fetched the first time the
// user opens them: most visits to a list open neither.
export const ColumnSettingsOnUse = loadOnUse(
  () => import('./columns/ColumnSettingsDrawer.js').then((module) => module.ColumnSettingsDrawer),
  'ColumnSettingsDrawer',
  null,
);

export const ExportDialogOnUse = loadOnUse(
  () => import('./export/ExportDialog.js').then((module) => module.ExportDialog),
  'ExportDialog',
  null,
);

// A list with several print templates asks which one to print with; most never do.
export const PrintChooserOnUse = loadOnUse(
  () => import('./print/PrintChooser.js').then((module) => module.PrintChooser),
  'PrintChooser',
  null,
);

// A cascader search is rare in lists, and antd's Cascader brings its own menus and search.
export const CascaderSearchOnUse = loadOnUse(
  () => import('./search/CascaderSearch.js').then((module) => module.CascaderSearch),
  'CascaderSearch',
);

export function preloadListPanels(): Promise<unknown> {
  return Promise.all([
    ColumnSettingsOnUse.preload(),
    ExportDialogOnUse.preload(),
    PrintChooserOnUse.preload(),
    CascaderSearchOnUse.preload(),
    preloadMomentSearches(),
    preloadSummarySums(),
  ]);
}

/** True from the first time `open` is true on: a panel stays mounted after closing, so it can animate out. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
