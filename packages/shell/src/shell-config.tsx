import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { RecipientKind } from './messages/notice-recipients.js';
import type { MenuRoute } from './routes/menu-routes.js';

/** What the hosting app (apps/console) tells the shell: the pages it has for menu entries. */
export interface ShellConfig {
  /** Pages of type-2 menu entries, keyed by path ('/permission/user'). */
  pages: Record<string, ComponentType>;
  /** Pages for menu types 3, 4, 5 and 8 (model, dictionary, report, portal), given the entry. */
  typePages: Partial<Record<number, ComponentType<{ route: MenuRoute }>>>;
  /** Address substituted for ${dataV} in external links and data views. */
  dataVHost: string;
  /**
   * The rich-text editor a notice's body is written in (HTML in, HTML out), from the widget
   * package the host app carries; without one the body is plain text in a text area.
   */
  richTextEditor?: ComponentType<RichTextEditorProps>;
  /**
   * The pickers a notice's chosen recipients (users, departments, roles) are picked with, from
   * the widget package the host app carries; without them every notice goes to every user.
   */
  recipientPicker?: ComponentType<RecipientPickerProps>;
  /**
   * The portal renderer the home page shows the user's default portal with (the one menu entries
   * of type 8 use); without one the home page is always the ordinary workspace.
   */
  homePortal?: ComponentType<HomePortalProps>;
}

export interface HomePortalProps {
  portalId: string;
  /** Called when the portal cannot be shown after all (deleted meanwhile): the workspace shows. */
  onUnavailable: () => void;
}

export interface RecipientPickerProps {
  kind: RecipientKind;
  value?: string[];
  onChange?: (ids: string[]) => void;
  placeholder?: string;
}

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
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
