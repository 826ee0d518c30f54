import type { FastifyRequest } from 'fastify';
import type { Session } from '../../accounts/sessions.js';
import type { Db } from '../../db/database.js';
import { sessionOf } from '../../http/auth.js';
import { forbidden } from '../../http/envelope.js';
import { authorizationOf, canAccess, WEB_DESIGN_MODULE } from '../authorization/index.js';
import { referencesReachedBy } from '../design-references/index.js';
import { PORTAL_MODULE } from '../portal/index.js';
import { DATA_INTERFACE_MODULE } from './admin-list.js';

/**
 * Screens whose holders run every interface: the 数据接口 screen manages them, and a form or portal
 * designer may name any interface in a draft and preview it before saving, so limiting them to
 * what saved drafts name would only break the preview, never keep an interface from them.
 */
const RUNS_EVERY_INTERFACE = [DATA_INTERFACE_MODULE, WEB_DESIGN_MODULE, PORTAL_MODULE];

/**
 * Whether an interface, named as the caller named it (id or enCode), runs for this user: it does
 * where a form, list or portal the user may open names it so, where a data report entry of theirs
 * shows it, and for whoever may manage interfaces or design forms and portals.
 */
export async function mayRunInterface(db: Db, session: Session, key: string): Promise<boolean> {
  if (session.isAdministrator) return true;
  const authorization = await authorizationOf(db, session);
  if (RUNS_EVERY_INTERFACE.some((module) => canAccess(authorization, { module }))) return true;
  return (await referencesReachedBy(db, session)).interfaces.has(key);
}

/**
 * A preValidation hook for the routes that run an interface named by the route parameter `id`:
 * the refusal comes before the body is validated or the interface looked up, so a user it is not
 * for learns nothing about either.
 */
export const runAccessGuard = (db: Db) => async (request: FastifyRequest) => {
  const params = request.params as Record<string, unknown>;
  const key = Object.hasOwn(params, 'id') && typeof params.id === 'string' ? params.id : '';
  if (!(await mayRunInterface(db, sessionOf(request), key))) throw forbidden();
};
