import { useDataProvider } from '../data-provider/WidgetsProvider.js';
import {
  type InterfaceSource,
  interfaceListParams,
  interfaceRecordParams,
  rowText,
  rowValue,
  sourceId,
} from './interface-source.js';
import type { PageQuery } from './page-query.js';
import type { PickerRow } from './popup-config.js';

/**
 * A popup select's list and records through the DataProvider (the widget does no HTTP). The
 * picker reads these through refs, so they need not keep their identity between renders.
 */
export function useInterfacePicker(source: InterfaceSource) {
  const provider = useDataProvider();
  return {
    source: sourceId(source),
    fetchPage: (query: PageQuery, signal: AbortSignal) =>
      provider.interfaceList(interfaceListParams(source, query), signal),
    loadRecord: (key: string, signal: AbortSignal) =>
      provider.interfaceRecord(interfaceRecordParams(source, key), signal),
    rowKey: (row: PickerRow) => rowValue(source, row),
    textOf: (row: PickerRow) => rowText(source, row),
  };
}
