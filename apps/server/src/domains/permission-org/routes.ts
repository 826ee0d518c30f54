import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { groupMemberRoutes, groupRoutes } from './group-routes.js';
import { organizeAdminRoutes } from './organize-admin.js';
import { organizeRoutes } from './organize-routes.js';
import { positionRoutes } from './position-routes.js';
import { roleRoutes } from './role-routes.js';

/** Administration of organisations, positions, roles and groups, under /api/permission. */
export const permissionOrgRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(organizeRoutes, { prefix: '/Organize' });
  await app.register(organizeAdminRoutes, { prefix: '/organizeAdminIsTrator' });
  await app.register(positionRoutes, { prefix: '/Position' });
  await app.register(roleRoutes, { prefix: '/Role' });
  await app.register(groupRoutes, { prefix: '/Group' });
  await app.register(groupMemberRoutes, { prefix: '/UserRelation' });
};
