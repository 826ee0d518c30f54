import header from '../header/messages.en.js';
import home from '../home/messages.en.js';
import layout from '../layout/messages.en.js';
import login from '../login/messages.en.js';
import type { Messages } from './i18n.js';

/**
 * English texts of the namespaces every visit shows at once (the sign-in page, the layout, the
 * header, the workspace), by namespace; fetched with the language, so a visit in another language
 * does not download them. Namespaces of pages opened later keep their three languages together.
 */
export const CATALOGUE: Record<string, Messages> = { header, home, layout, login };
