/** The list's words, from the runtime's catalogue in the user's language (useListTexts). */
export type { ListWords as ListTexts } from './use-list-texts.js';
