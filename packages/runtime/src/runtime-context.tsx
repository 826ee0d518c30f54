import type { ModulePermission } from '@formwork/schema';
import type { WidgetFormContext, WidgetRegistry } from '@formwork/widgets';
import { createContext, type ReactNode, useContext } from 'react';
import type { Transport } from './transport/transport.js';

/** What every renderer needs from its host app; given once by `<RuntimeProvider>`. */
export interface RuntimeContextValue {
  transport: Transport;
  /** The signed-in user's permissions (CurrentUser.permissionList). */
  permissionList: readonly ModulePermission[];
  /** The signed-in user and organisation, shown by system fields of a new record. */
  user?: WidgetFormContext;
  /** Widgets laid over the defaults, by jnpfKey. */
  widgets?: WidgetRegistry;
}

const RuntimeContext = createContext<RuntimeContextValue | null>(null);

export function RuntimeProvider({ value, children }: { value: RuntimeContextValue; children: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('Formwork runtime: wrap the renderers in <RuntimeProvider>');
  return value;
}
