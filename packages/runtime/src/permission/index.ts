export { type AccessCheck, accessCheck, buttonCode, grantedButtons, grantedColumns } from './guard.js';
export { useAccess } from './use-access.js';
