import { useRuntimeLanguage } from '../runtime-context.js';
import { type RuntimeT, runtimeText } from './instance.js';

/** The runtime's words in the language the host gave `<RuntimeProvider>`. */
export function useRuntimeText(): RuntimeT {
  return runtimeText(useRuntimeLanguage());
}
