import type { Messages } from '../i18n/i18n.js';

/** The texts of the layout in English, fetched with that language (i18n/catalogue-en.ts). */
const messages: Messages = {
  route: {
    home: 'Home',
    dashboard: 'Dashboard',
    login: 'Login',
    authRedirect: 'Signing in',
    jump: 'Redirecting',
    lockScreen: 'Lock Screen',
    forceChangePassword: 'Change Password',
    messageRecord: 'Message Center',
    previewModel: 'Preview',
    profile: 'Profile',
    emailDetail: 'Mail',
    workFlowDetail: 'Workflow Detail',
    salaryimportDetail: 'Payroll Detail',
    dshResult: 'Report Sign-off',
    notFound: '404',
  },
  more: 'More ...',
  menu: 'Menu',
  tabs: {
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close Others',
    closeAll: 'Close All',
    previous: 'Scroll left',
    next: 'Scroll right',
  },
  noPermission: {
    title: 'No permission',
    subtitle: 'You do not have permission to open this page; ask your administrator',
    home: 'Back to home',
  },
  unavailable: {
    subtitle: 'This page is not available yet',
    home: 'Back to home',
  },
  external: {
    newWindow: 'This page opens in a new window',
    open: 'Open page',
    link: 'External link',
  },
  redirecting: 'Redirecting…',
};

export default messages;
