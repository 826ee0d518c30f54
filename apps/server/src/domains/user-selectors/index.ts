// What other domains may use of this one; everything else here is its own.
export { ROOT_NODE, searchUsers, userTreeLevel } from './user-tree.js';
export { enabledUsers, inOrganize, matching, userColumns, userFullName, userNode } from './users.js';
