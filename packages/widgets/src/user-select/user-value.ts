import { zh } from '../i18n/catalogue.js';

/** A chosen user as the picker carries one: id, "RealName/account", and where they work. */
export interface PickedUser {
  id: string;
  fullName: string;
  organize?: string;
}

/** The system variable a form field may store instead of a user. */
export const CURRENT_USER_ID = 'currentUser';
export const CURRENT_USER_NAME = zh.user.currentUser;

export const SYSTEM_VARIABLE_USERS: readonly PickedUser[] = [
  { id: CURRENT_USER_ID, fullName: CURRENT_USER_NAME },
];
