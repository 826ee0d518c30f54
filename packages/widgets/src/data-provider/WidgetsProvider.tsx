import { createContext, type ReactNode, useContext } from 'react';
import { WidgetLanguageContext } from '../i18n/index.js';
import type { WidgetLanguage } from '../i18n/instance.js';
import { testDataProvider } from './test-provider.js';
import type { DataProvider } from './types.js';

const DataProviderContext = createContext<DataProvider | null>(null);

/**
 * Gives every widget below it the back end they fetch through and the language they speak.
 * Without a language they follow an enclosing provider's, else the antd locale's, else Chinese.
 */
export function WidgetsProvider({
  dataProvider,
  language,
  children,
}: {
  dataProvider: DataProvider;
  language?: WidgetLanguage;
  children: ReactNode;
}) {
  const outer = useContext(WidgetLanguageContext);
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <WidgetLanguageContext.Provider value={language ?? outer}>{children}</WidgetLanguageContext.Provider>
    </DataProviderContext.Provider>
  );
}

const missing = testDataProvider();

/** The provider of the nearest `<WidgetsProvider>`; without one every call rejects clearly. */
export function useDataProvider(): DataProvider {
  return useContext(DataProviderContext) ?? missing;
}
