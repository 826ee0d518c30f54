import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { organizeAdminRoutes } from './organize-admin.js';
import { organizeRoutes } from './organize-routes.js';

/** Administration of organisations, positions, roles and groups, under /api/permission. */
export const permissionOrgRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(organizeRoutes, { prefix: '/Organize' });
  await app.register(organizeAdminRoutes, { prefix: '/organizeAdminIsTrator' });
};
