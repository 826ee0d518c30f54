import type { Messages } from '../i18n/i18n.js';

/** The texts of the workspace in English, fetched with that language (i18n/catalogue-en.ts). */
const messages: Messages = {
  title: 'Home',
  dashboard: 'Dashboard',
  welcome: 'Welcome to {{product}}',
  greetingLine: '{{greeting}}, {{name}}',
  greeting: {
    night: 'Good night',
    morning: 'Good morning',
    noon: 'Good afternoon',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
  },
  shortcuts: 'Shortcuts',
  noShortcuts: 'No functions available',
  recent: 'Recent visits',
  noRecent: 'Pages you open will show up here',
  unread: 'Unread',
  messages: 'Messages',
  notices: 'Notices',
  functions: 'Functions',
  openMessages: 'Open the message center',
  profile: 'Profile',
  portal: {
    switch: 'Switch portal',
    plain: 'No portal',
    workspace: 'Personal workspace',
    uncategorised: 'Uncategorized',
    none: 'No portals available to you',
  },
  lastLogin: {
    title: 'Last sign-in',
    time: 'Time: ',
    place: 'Place: ',
    ip: 'IP: ',
    summary: 'Last sign-in: {{time}}',
  },
};

export default messages;
