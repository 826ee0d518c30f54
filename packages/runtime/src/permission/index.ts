export {
  type AccessCheck,
  accessCheck,
  buttonCode,
  grantedButtons,
  grantedColumns,
  grantedSearches,
} from './guard.js';
export { useAccess } from './use-access.js';
