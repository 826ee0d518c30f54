import type { TextKey } from '../i18n/i18n.js';
import type { LAYOUT_TEXT } from '../layout/messages.js';

/** The console's fixed routes (not from the menu) with their title keys (`route.*` of the layout's words). */
export const FIXED_ROUTE_TITLES: Record<string, TextKey<typeof LAYOUT_TEXT>> = {
  '/home': 'route.home',
  '/dashboard': 'route.dashboard',
  '/login': 'route.login',
  '/auth-redirect': 'route.authRedirect',
  '/jump': 'route.jump',
  '/lockScreen': 'route.lockScreen',
  '/force-change-password': 'route.forceChangePassword',
  '/messageRecord': 'route.messageRecord',
  '/previewModel': 'route.previewModel',
  '/profile': 'route.profile',
  '/emailDetail': 'route.emailDetail',
  '/workFlowDetail': 'route.workFlowDetail',
  '/salaryimportDetail': 'route.salaryimportDetail',
  '/ProjectManagement/ProjectPractice/dsh_result': 'route.dshResult',
  '/404': 'route.notFound',
};

/** Routes that re-render another page: they get neither a tab nor a title of their own. */
export const REDIRECT_PREFIX = '/redirect';

/** Pages that never get a tab. */
export const UNTABBED = [
  '/404',
  '/login',
  '/lockScreen',
  '/force-change-password',
  '/auth-redirect',
  '/jump',
];
