export {
  type RestRequest,
  type RestRequester,
  restDataProvider,
  USER_SEARCH_PAGE_SIZE,
} from './rest-provider.js';
export {
  type FakeFileStoreLog,
  type FakeFileStoreOptions,
  fakeFileStore,
  RefusedByServer,
  testDataProvider,
} from './test-provider.js';
export type * from './types.js';
export { useDataProvider, WidgetsProvider } from './WidgetsProvider.js';
