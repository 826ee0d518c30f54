import { type Language, type Text, useText } from '@formwork/shell';
import { useLanguage } from '../web-design/use-language.js';
import { AUTHORIZE_TEXT } from './messages.js';

export type AuthorizeTexts = Text<typeof AUTHORIZE_TEXT>;

/** The matrix's words and language, following a switch at once. */
export function useAuthorizeTexts(): { texts: AuthorizeTexts; language: Language } {
  return { texts: useText(AUTHORIZE_TEXT), language: useLanguage() };
}
