export {
  type AccessRequest,
  BTN_ADD,
  BTN_EDIT,
  BTN_REMOVE,
  canAccess,
  DEFAULT_BUTTON_CODES,
} from './can-access.js';
export { AuthButton, useAuthorized, useCurrentModelId } from './useAuthorized.js';
