import type { FastifyRequest } from 'fastify';
import type { Session } from '../../accounts/sessions.js';
import type { Db } from '../../db/database.js';
import { sessionOf } from '../../http/auth.js';
import { forbidden } from '../../http/envelope.js';
import { authorizationOf, canAccess } from '../authorization/index.js';
import { referencesReachedBy } from '../design-references/index.js';

/** The 单据规则 screen's menu entry. */
export const BILL_RULE_MODULE = 'system.billRule';

/**
 * Whether a user may take a number of the rule `enCode`: where a released form they may open has
 * a bill-number field of that rule, and for whoever may manage the rules. Every number taken is
 * gone from the sequence, so nobody else may burn them.
 */
export async function mayDrawNumber(db: Db, session: Session, enCode: string): Promise<boolean> {
  if (session.isAdministrator) return true;
  if (canAccess(await authorizationOf(db, session), { module: BILL_RULE_MODULE })) return true;
  return (await referencesReachedBy(db, session)).billRules.has(enCode);
}

/** A preValidation hook for a route naming the rule in its `enCode` parameter. */
export const drawAccessGuard = (db: Db) => async (request: FastifyRequest) => {
  const params = request.params as Record<string, unknown>;
  const code = Object.hasOwn(params, 'enCode') && typeof params.enCode === 'string' ? params.enCode : '';
  if (!(await mayDrawNumber(db, sessionOf(request), code))) throw forbidden();
};
