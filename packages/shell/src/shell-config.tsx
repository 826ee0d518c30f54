import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { MenuRoute } from './routes/menu-routes.js';

/** What the hosting app (apps/console) tells the shell: the pages it has for menu entries. */
export interface ShellConfig {
  /** Pages of type-2 menu entries, keyed by path ('/permission/user'). */
  pages: Record<string, ComponentType>;
  /** Pages for menu types 3, 4, 5 and 8 (model, dictionary, report, portal), given the entry. */
  typePages: Partial<Record<number, ComponentType<{ route: MenuRoute }>>>;
  /** Address substituted for ${dataV} in external links and data views. */
  dataVHost: string;
}

const defaults: ShellConfig = { pages: {}, typePages: {}, dataVHost: '' };
const ShellConfigContext = createContext<ShellConfig>(defaults);

export function ShellConfigProvider({
  config,
  children,
}: {
  config: Partial<ShellConfig>;
  children: ReactNode;
}) {
  return (
    <ShellConfigContext.Provider value={{ ...defaults, ...config }}>{children}</ShellConfigContext.Provider>
  );
}

export const useShellConfig = (): ShellConfig => useContext(ShellConfigContext);
