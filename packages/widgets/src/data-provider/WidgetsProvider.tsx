import { createContext, type ReactNode, useContext } from 'react';
import { testDataProvider } from './test-provider.js';
import type { DataProvider } from './types.js';

const DataProviderContext = createContext<DataProvider | null>(null);

/** Gives every widget below it the back end they fetch through. */
export function WidgetsProvider({
  dataProvider,
  children,
}: {
  dataProvider: DataProvider;
  children: ReactNode;
}) {
  return <DataProviderContext.Provider value={dataProvider}>{children}</DataProviderContext.Provider>;
}

const missing = testDataProvider();

/** The provider of the nearest `<WidgetsProvider>`; without one every call rejects clearly. */
export function useDataProvider(): DataProvider {
  return useContext(DataProviderContext) ?? missing;
}
