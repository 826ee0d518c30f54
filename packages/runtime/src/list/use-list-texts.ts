import type { Translation } from '@formwork/schema';
import { useRuntimeLanguage } from '../runtime-context.js';
import { listMessages } from './messages.js';

/** The list's words; those with a `{{name}}` place are filled through the runtime's `t`. */
export type ListWords = Translation<typeof listMessages.messages.zh>;

/** The list's texts in the user's language (the runtime's), Chinese when none is given. */
export function useListTexts(): ListWords {
  return listMessages.messages[useRuntimeLanguage()];
}
