import { MenuType } from '@formwork/schema';
import type { Session } from '../../accounts/sessions.js';
import { StampedCache } from '../../db/change-stamps.js';
import type { Db } from '../../db/database.js';
import { type Authorization, authorizationOf, canAccess, WEB_DESIGN_MODULE } from '../authorization/index.js';
import { PORTAL_MODULE } from '../portal/index.js';
import { noReferences, type References } from './collect.js';
import { designIndex } from './design-index.js';

const DESIGN_TYPES: ReadonlySet<number> = new Set([MenuType.onlineDev, MenuType.dataView]);

/** What a typed menu entry opens, as its propertyJson names it. */
function openedId(propertyJson: string): string | undefined {
  try {
    const moduleId = (JSON.parse(propertyJson) as { moduleId?: unknown } | null)?.moduleId;
    return typeof moduleId === 'string' && moduleId !== '' ? moduleId : undefined;
  } catch {
    return undefined;
  }
}

const openedBy = (authorization: Authorization, types: ReadonlySet<number>) =>
  new Set(
    authorization.modules
      .filter((module) => types.has(module.type))
      .map((module) => openedId(module.propertyJson))
      .filter((id): id is string => id !== undefined),
  );

async function reachOf(db: Db, session: Session, authorization: Authorization): Promise<References> {
  const index = await designIndex(db, session.stamps);
  const reached = noReferences();
  const add = (references: References | undefined) => {
    if (!references) return;
    for (const key of references.interfaces) reached.interfaces.add(key);
    for (const code of references.billRules) reached.billRules.add(code);
  };
  const everyDesign = canAccess(authorization, { module: WEB_DESIGN_MODULE });
  const everyPortal = canAccess(authorization, { module: PORTAL_MODULE });
  const designs = openedBy(authorization, DESIGN_TYPES);
  const portals = openedBy(authorization, new Set([MenuType.portal]));
  for (const [id, references] of index.released) if (everyDesign || designs.has(id)) add(references);
  if (everyDesign) for (const references of index.drafts.values()) add(references);
  for (const [id, references] of index.portals) if (everyPortal || portals.has(id)) add(references);
  // A data report entry shows its interface's rows itself.
  for (const key of openedBy(authorization, new Set([MenuType.dataReport]))) reached.interfaces.add(key);
  return reached;
}

const kept = new StampedCache<References>(500);

/**
 * The interfaces and bill rules that the forms, lists and portals the user may open name: those
 * of the designs and portals their granted menu entries open (every design, drafts too, for
 * whoever may open the designer; every portal for whoever may open the portal designer), and the
 * interfaces their data report entries show. Kept per user until grants or designs change.
 */
export async function referencesReachedBy(db: Db, session: Session): Promise<References> {
  const authorization = await authorizationOf(db, session);
  const { authorization: granted, models } = session.stamps;
  const version = granted && models ? `${granted}/${models}` : undefined;
  return kept.through(`${session.userId}:${session.isAdministrator}`, version, () =>
    reachOf(db, session, authorization),
  );
}
