// What other domains may use of this one; everything else here is its own.
export { homePortalId, PORTAL_MODULE } from './portals.js';
