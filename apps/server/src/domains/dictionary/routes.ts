import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dictionaryDataManageRoutes, dictionaryTypeManageRoutes } from './manage-routes.js';
import { dictionaryDataReadRoutes, dictionaryTypeReadRoutes } from './read-routes.js';

/** /api/system/DictionaryType: reading and managing dictionary types. */
export const dictionaryTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(dictionaryTypeReadRoutes);
  await app.register(dictionaryTypeManageRoutes);
};

/** /api/system/DictionaryData: reading and managing dictionary entries. */
export const dictionaryDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(dictionaryDataReadRoutes);
  await app.register(dictionaryDataManageRoutes);
};
