import { useRuntime } from '../runtime-context.js';
import { LIST_TEXTS, type ListTexts } from './texts.js';

/** The list's texts in the user's language (the runtime's), Chinese when none is given. */
export function useListTexts(): ListTexts {
  const { language } = useRuntime();
  return LIST_TEXTS[language ?? 'zh'];
}
