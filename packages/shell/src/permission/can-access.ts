/** The button codes every generated list knows. */
export const DEFAULT_BUTTON_CODES = ['btn_add', 'btn_edit', 'btn_remove'] as const;
export const BTN_ADD = 'btn_add';
export const BTN_EDIT = 'btn_edit';
export const BTN_REMOVE = 'btn_remove';

// One check for the shell, the runtime and the server's mirror of it (STYLE habit 6).
export { type AccessRequest, canAccess } from '@formwork/schema';
