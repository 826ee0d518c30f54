import header from '../header/messages.zhtw.js';
import home from '../home/messages.zhtw.js';
import layout from '../layout/messages.zhtw.js';
import login from '../login/messages.zhtw.js';
import type { Messages } from './i18n.js';

/**
 * Traditional Chinese texts of the namespaces every visit shows at once (the sign-in page, the layout, the
 * header, the workspace), by namespace; fetched with the language, so a visit in another language
 * does not download them. Namespaces of pages opened later keep their three languages together.
 */
export const CATALOGUE: Record<string, Messages> = { header, home, layout, login };
