// What other domains may use of this one; everything else here is its own.
export { addBuiltInSchemes, builtInSchemeId } from './built-in-schemes.js';
export { CONDITION_OPS, type GrantedScheme, parseConditions } from './data-conditions.js';
export {
  type Authorization,
  authorizationOf,
  canAccess,
  loadAuthorization,
  mayOpenMenu,
  reachedDesigns,
  reachesMenu,
} from './load-authorization.js';
export { designOfMenu, menuIdOf, WEB_DESIGN_MODULE } from './menu-ids.js';
export { menuNamesOf } from './menu-names.js';
export { buildMenuTree, buildPermissionList } from './menu-tree.js';
export type {
  AuthorizeItemType,
  DataConditionRow,
  DataSchemeKind,
  Module,
  ModuleDataScheme,
  ModuleItem,
} from './tables.js';
