import type { Messages } from '../i18n/i18n.js';

/** The texts of the header in English, fetched with that language (i18n/catalogue-en.ts). */
const messages: Messages = {
  collapse: 'Collapse menu',
  expand: 'Expand menu',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  fullscreenUnsupported: 'Full screen is not supported by your browser',
  size: 'Size',
  sizes: { default: 'Default', medium: 'Medium', small: 'Small', mini: 'Mini' },
  messages: 'Messages',
  chat: 'Chat',
  settings: 'Settings',
  lock: 'Lock screen',
  language: 'Language',
  profile: 'Profile',
  about: 'About',
  statement: 'Statement',
  logout: 'Log out',
  userMenu: 'User menu',
  confirmTitle: 'Confirm',
  logoutConfirm: 'Are you sure you want to log out?',
  ok: 'OK',
  cancel: 'Cancel',
};

export default messages;
