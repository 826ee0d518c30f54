import type { ModulePermission } from '@formwork/schema';
import {
  type DataProvider,
  restDataProvider,
  type WidgetFormContext,
  type WidgetRegistry,
  WidgetsProvider,
} from '@formwork/widgets';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { FormLanguage } from './form/types.js';
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
  /** What the pickers fetch through; by default the Formwork REST API over `transport`. */
  dataProvider?: DataProvider;
  /** The user's language: every word the renderers and widgets show, and a field's `props.labelI18n` label. */
  language?: FormLanguage;
}

const RuntimeContext = createContext<RuntimeContextValue | null>(null);

export function RuntimeProvider({ value, children }: { value: RuntimeContextValue; children: ReactNode }) {
  const { transport, dataProvider } = value;
  const widgetsData = useMemo(() => dataProvider ?? restDataProvider(transport), [dataProvider, transport]);
  return (
    <RuntimeContext.Provider value={value}>
      <WidgetsProvider dataProvider={widgetsData} {...(value.language && { language: value.language })}>
        {children}
      </WidgetsProvider>
    </RuntimeContext.Provider>
  );
}

/** The host's language; Chinese where there is no `<RuntimeProvider>` (a dialog drawn alone). */
export function useRuntimeLanguage(): FormLanguage {
  return useContext(RuntimeContext)?.language ?? 'zh';
}

export function useRuntime(): RuntimeContextValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('Formwork runtime: wrap the renderers in <RuntimeProvider>');
  return value;
}
