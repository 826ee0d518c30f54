import type { DataProvider } from './types.js';

/**
 * A provider for tests and stories: what the test supplies answers, anything else throws
 * "not implemented", so a widget calling something unexpected fails loudly.
 */
export function testDataProvider(methods: Partial<DataProvider> = {}): DataProvider {
  return new Proxy(methods as DataProvider, {
    get(target, name: string) {
      const method = target[name as keyof DataProvider];
      if (method) return method;
      return () => Promise.reject(new Error(`DataProvider.${name} is not implemented in this test`));
    },
  });
}
