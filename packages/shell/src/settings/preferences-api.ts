import type { Language, LayoutType } from '@formwork/schema';
import { request } from '../http/client.js';

const CURRENT_USER = '/api/permission/Users/Current';

/** The signed-in user's choices the server keeps, so they follow the user to the next sign-in. */
export const preferencesApi = {
  /** The layout type travels as `theme` (a layout change posts it). */
  saveLayout: (theme: LayoutType) =>
    request({ method: 'PUT', url: `${CURRENT_USER}/SystemTheme`, data: { theme } }),
  saveLanguage: (language: Language) =>
    request({ method: 'PUT', url: `${CURRENT_USER}/SystemLanguage`, data: { language } }),
};
