import { useRuntime } from '../runtime-context.js';
import { type RuntimeT, runtimeText } from './instance.js';

/** The runtime's words in the language the host gave `<RuntimeProvider>`. */
export function useRuntimeText(): RuntimeT {
  const { language } = useRuntime();
  return runtimeText(language);
}
