import type { ShellConfig } from '@formwork/shell';

/**
 * Pages of menu entries: type 2 by path (e.g. '/permission/user'), types 3, 4, 5 and 8 by type.
 * Entries without a page here show the shell's "not available yet" page. The administration
 * screens register here as they are built.
 */
export const shellConfig: Partial<ShellConfig> = {
  pages: {},
  typePages: {},
  dataVHost: import.meta.env.VITE_DATAV_HOST ?? '',
};
