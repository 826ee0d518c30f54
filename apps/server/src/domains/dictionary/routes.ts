import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dictionaryDataManageRoutes, dictionaryTypeManageRoutes } from './manage-routes.js';
import { dictionaryDataReadRoutes, dictionaryTypeReadRoutes } from './read-routes.js';

/** /api/system/DictionaryType (spec widgets-admin 7, "Dictionaries"). */
export const dictionaryTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(dictionaryTypeReadRoutes);
  await app.register(dictionaryTypeManageRoutes);
};

/** /api/system/DictionaryData (spec widgets-admin 7, "Dictionaries"). */
export const dictionaryDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(dictionaryDataReadRoutes);
  await app.register(dictionaryDataManageRoutes);
};
